import type { Publication } from "./content/publication";
import type { browseLinks, SearchKind, SearchSettings } from "./content/search";
import { maxQueryLength, type SearchHit } from "./search";
import { fold } from "./search-index";

export { maxQueryLength };

/** The search page's public address; its layout is prerendered at `shellPath`. */
export const searchPath = "/search";
export const shellPath = "/search/shell";

/** Where the prerendered page takes the visitor's words and the results (data attributes React writes as `name=""`). */
export const queryMarker = "data-search-query";
export const resultsMarker = "data-search-results";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** A sentence from content with its {placeholders} filled, escaped. */
const fill = (template: string, values: Record<string, string>) =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escapeHtml(values[name] ?? "") : whole));

const kindLabel = (publication: Publication, settings: SearchSettings, kind: SearchKind) =>
  ({
    post: publication.postTypeLabel,
    caseStudy: publication.caseStudyTypeLabel,
    service: publication.serviceTypeLabel,
    page: settings.pageTypeLabel ?? "",
    author: settings.authorTypeLabel,
    jobOpening: settings.jobOpeningTypeLabel ?? "",
    event: settings.eventTypeLabel ?? "",
  })[kind];

/** A text escaped, with each of its words that the search matched (folded, as the index has them) in <mark>. */
export function highlight(text: string, matched: readonly string[]): string {
  if (matched.length === 0) return escapeHtml(text);
  const words = new Set(matched);
  let html = "";
  let last = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    html += escapeHtml(text.slice(last, word.index));
    html += words.has(fold(word[0])) ? `<mark>${escapeHtml(word[0])}</mark>` : escapeHtml(word[0]);
    last = word.index + word[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The results line in the form the site's language uses for this number (1 result, 2 results), from content. */
export function countText(settings: SearchSettings, locale: string, count: number, query: string): string {
  const forms = settings.resultsCount;
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fill(form, { count: new Intl.NumberFormat(locale).format(count), query });
}

/** A heading and its links as a compact list: two columns on a phone, three from 640 px (no wall of buttons). */
const linkList = (heading: string, links: Array<{ label: string; href: string }>) =>
  links.length === 0
    ? ""
    : `<h3 class="mt-8 text-lg font-semibold">${escapeHtml(heading)}</h3>
<ul class="mt-2 grid grid-cols-2 gap-x-6 sm:grid-cols-3">${links
        .map(
          (link) =>
            `<li class="min-w-0"><a href="${escapeHtml(link.href)}" class="inline-flex min-h-10 items-center py-1 leading-snug font-medium text-primary underline-offset-2 hover:underline">${escapeHtml(link.label)}</a></li>`,
        )
        .join("")}</ul>`;

/** "Did you mean …?", the nearest words a link to their search. */
const didYouMean = (settings: SearchSettings, suggestion: string | null) => {
  if (!suggestion) return "";
  const link = `<a href="${searchPath}?q=${encodeURIComponent(suggestion)}" class="font-semibold text-primary underline underline-offset-2">${escapeHtml(suggestion)}</a>`;
  const [before, ...after] = settings.didYouMeanText.split("{suggestion}");
  return `<p class="mt-3 text-lg" data-did-you-mean>${escapeHtml(before ?? "")}${link}${after.map(escapeHtml).join(escapeHtml(suggestion))}</p>`;
};

type Found = { hits: SearchHit[]; suggestion: string | null };
type Words = { publication: Publication; settings: SearchSettings; locale: string; browse: ReturnType<typeof browseLinks> };

/**
 * The results as HTML (every word from content or escaped): the count in words, the nearest word when the
 * search had one the site does not use, then the list, its matched words marked. When nothing matches: a
 * short heading saying so, what to try in a paragraph under it, the nearest word, and links to the blog's
 * topics and the services.
 */
export function resultsHtml(
  { publication, settings, locale, browse }: Words,
  query: string,
  cut: boolean,
  { hits, suggestion }: Found,
): string {
  if (!query) return "";
  const note = cut ? `<p class="mb-4 text-muted">${fill(publication.queryCutText, { max: String(maxQueryLength) })}</p>` : "";
  if (hits.length === 0) {
    return `<section aria-labelledby="search-status">${note}<div role="status"><h2 id="search-status" class="text-2xl font-bold">${fill(publication.noResultsText, { query })}</h2></div>
<p class="mt-2 text-lg text-muted" data-no-results-hint>${escapeHtml(publication.noResultsHint)}</p>
${didYouMean(settings, suggestion)}
<nav aria-labelledby="search-status" data-no-results>${linkList(settings.browseTopicsHeading, browse.topics)}${linkList(settings.browseServicesHeading, browse.services)}</nav></section>`;
  }
  const items = hits
    .map(
      ({ doc, matched }) => `<li class="relative rounded-card border border-border bg-surface p-6 shadow-card">
<p class="text-sm font-semibold tracking-wide text-primary uppercase">${escapeHtml(kindLabel(publication, settings, doc.kind))}</p>
<h3 class="mt-2 text-xl font-semibold"><a href="${escapeHtml(doc.path)}" class="after:absolute after:inset-0 hover:text-primary hover:underline">${highlight(doc.title, matched)}</a></h3>
${doc.summary ? `<p class="mt-2 text-muted">${highlight(doc.summary, matched)}</p>` : ""}
</li>`,
    )
    .join("\n");
  return `<section aria-labelledby="search-status">${note}<div role="status"><h2 id="search-status" class="text-2xl font-bold">${countText(settings, locale, hits.length, query)}</h2></div>
${didYouMean(settings, suggestion)}
<ul class="mt-8 grid gap-6 md:grid-cols-2" data-results>
${items}
</ul></section>`;
}

/** The prerendered page with the visitor's words in the box and the results in place. */
export function fillShell(shell: string, query: string, results: string): string | null {
  const box = `${queryMarker}=""`;
  const slot = `<div ${resultsMarker}=""></div>`;
  if (!shell.includes(box) || !shell.includes(slot)) return null;
  return shell.replace(box, `value="${escapeHtml(query)}"`).replace(slot, `<div>${results}</div>`);
}
