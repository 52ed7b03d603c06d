import type { Publication } from "./content/publication";
import type { SearchDocument, SearchKind } from "./content/search";
import { maxQueryLength } from "./search";

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

const kindLabel = (publication: Publication, kind: SearchKind) =>
  ({ post: publication.postTypeLabel, caseStudy: publication.caseStudyTypeLabel, service: publication.serviceTypeLabel })[kind];

/** The results as HTML (every word from content or escaped): the count, or what to try when nothing matches, then a list. */
export function resultsHtml(publication: Publication, query: string, cut: boolean, results: SearchDocument[]): string {
  if (!query) return "";
  const note = cut ? `<p class="mb-4 text-muted">${fill(publication.queryCutText, { max: String(maxQueryLength) })}</p>` : "";
  if (results.length === 0) {
    return `<section aria-labelledby="search-status">${note}<div role="status"><h2 id="search-status" class="text-2xl font-bold">${fill(publication.noResultsText, { query })}</h2></div></section>`;
  }
  const items = results
    .map(
      (result) => `<li class="relative rounded-card border border-border bg-surface p-6 shadow-card">
<p class="text-sm font-semibold tracking-wide text-primary uppercase">${escapeHtml(kindLabel(publication, result.kind))}</p>
<h3 class="mt-2 text-xl font-semibold"><a href="${escapeHtml(result.path)}" class="after:absolute after:inset-0 hover:text-primary hover:underline">${escapeHtml(result.title)}</a></h3>
<p class="mt-2 text-muted">${escapeHtml(result.summary)}</p>
</li>`,
    )
    .join("\n");
  return `<section aria-labelledby="search-status">${note}<div role="status"><h2 id="search-status" class="text-2xl font-bold">${fill(publication.resultsText, { count: String(results.length), query })}</h2></div>
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
