// Checks of the bundled content's words beyond Sanity's validator: American spelling; the placeholders to replace
// before launch ([State], 555 numbers, example addresses); the figures (figureFindings). A finding: { id, path, found, hint }.
import { agreementKey, allTimeWords, figuresIn, namedExceptions, numbersNotIn, sameValue, textOf } from "../../schemas/claims.ts";

/** A document as these checks read it (any field beyond _id and _type possibly missing). @typedef {{ _id: string; _type: string; sections?: Section[]; [key: string]: unknown }} Doc */
/**
 * @typedef {{ _type?: string; _key?: string; heading?: unknown; intro?: unknown; text?: unknown; stories?: Story[]; highlights?: Stat[]; stats?: Stat[] } | null | undefined} Section
 * @typedef {{ _key?: string; caseStudy?: { _ref?: string }; client?: unknown; summary?: unknown; results?: Stat[] } | null | undefined} Story
 * @typedef {{ _key?: string; claim?: { _ref?: string }; label?: unknown } | null | undefined} Stat
 */
/** @typedef {{ id: string; path: string; found: string; hint: string; times: number }} Finding */
/** @typedef {[RegExp, string][]} Rules a pattern, and the hint shown when it matches */

/** @type {Rules} Common British forms and the American form to use. Word stems, matched case-insensitively. */
const british = [
  [
    /\b(organ|recogn|special|standard|util|minim|maxim|optim|modern|priorit|emphas|summar|categor|custom|digit|final|harmon|incentiv|mobil|personal|capital|stabil|visual|central|real|author|apolog|familiar|memor|monet|synchron|subsid|critic|hospital|industrial|normal|prioritis)is(e|ed|es|ing|ation|ations|er|ers)\b/i,
    "-ize, -ization",
  ],
  [/\banalys(e|ed|ing)\b/i, "analyze"],
  [/\b(behavi|col|fav|hon|lab|neighb|rum|harb|hum|flav)our(s|ed|ing|able|ite|ites|al)?\b/i, "-or"],
  [/\b(cent|met|theat|fib)re(s|d)?\b/i, "-er"],
  [/\bprogrammes?\b/i, "program"],
  [/\b(defen|offen)ce\b/i, "-se"],
  [/\bcatalogue(s|d)?\b/i, "catalog"],
  [/\b(travel|cancel|label|model|counsel|fuel|signal)l(ed|ing|er|ers)\b/i, "one l: traveled, modeling"],
  [/\b(fulfil|enrol)(s|ment|ments)?\b/i, "fulfill, enroll"],
  [/\b(paediatr|anaesth|orthopaed|haemat|oedem|gynaecolog)\w*/i, "pediatric, anesthesia, orthopedic, hematology"],
  [/\bageing\b/i, "aging"],
  [/\bjudgement(s)?\b/i, "judgment"],
  // Words, not spellings: what an American reader calls otherwise.
  [/\bCVs?\b/, "résumé"],
  [/\bhealth cover\b/i, "health insurance"],
  [/\brotas?\b/i, "schedule"],
  [/\benquir(e|es|ed|ing|y|ies)\b/i, "inquire, inquiry"],
];

/** @type {Rules} */
const placeholders = [
  [/\[[A-Z][A-Za-z ]{1,30}\]/, "a bracketed placeholder such as [State]"],
  [/(?<!\d)(?:\+1[\s.-]?)?\(?555\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/, "a 555 telephone number"],
  [/\b[\w.+-]*@?example\.(?:com|org|net)\b/i, "an example address"],
  [/\blorem ipsum\b|\bTODO\b|\bTBD\b/i, "placeholder text"],
];

/** Fields whose words are examples by design (a form's placeholder text), never launch placeholders. */
const exampleField = /placeholder$/i;

/**
 * Every value inside `value` (itself first), each with its path (array items by their `_key` where they have one).
 * @param {unknown} value @param {string} [path] @returns {Generator<[string, any]>}
 */
export function* walk(value, path = "") {
  yield [path, value];
  if (Array.isArray(value))
    for (const [index, item] of value.entries()) {
      const key = typeof item?._key === "string" ? `_key=="${item._key}"` : index;
      yield* walk(item, `${path}[${key}]`);
    }
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) yield* walk(child, path ? `${path}.${key}` : key);
}

/** Every string inside a value, with its path, Sanity's own fields (`_type`, `_ref`, …) left out. @param {unknown} value @returns {Array<[string, string]>} */
const texts = (value) =>
  [...walk(value)].filter(([path, text]) => typeof text === "string" && !/(^|\.)_/.test(path.replace(/\[[^\]]*\]/g, "")));

/**
 * One finding per document, field and word; `times` counts its occurrences in that field.
 * @param {Doc[]} docs @param {Rules} rules @param {(path: string) => boolean} [skip] @returns {Finding[]}
 */
function find(docs, rules, skip = () => false) {
  /** @type {Map<string, Finding>} */
  const findings = new Map();
  for (const doc of docs) {
    if (doc._id.startsWith("drafts.")) continue;
    for (const [path, text] of texts(doc)) {
      if (skip(path)) continue;
      for (const [pattern, hint] of rules) {
        for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
          const found = match[0].trim();
          const key = JSON.stringify([doc._id, path, found]);
          const seen = findings.get(key);
          if (seen) seen.times += 1;
          else findings.set(key, { id: doc._id, path, found, hint, times: 1 });
        }
      }
    }
  }
  return [...findings.values()];
}

/** British spellings in the content, with the American form to use. @param {Doc[]} docs */
export const britishSpellings = (docs) => find(docs, british);

/** Placeholders to replace before launch, by document and field (form placeholder text excepted). @param {Doc[]} docs */
export const launchPlaceholders = (docs) => find(docs, placeholders, (path) => exampleField.test(path.split(".").at(-1) ?? ""));

/** @param {Finding} finding */
export const describeFinding = ({ id, path, found, hint, times }) =>
  `${id} › ${path}: “${found}”${times > 1 ? ` (${times} times)` : ""} (${hint})`;

// The figures (schemas/claims.ts's rules, which the Studio applies too): every figure a page shows is a claim with its source
// and period, and the site never contradicts itself: a claim a case study proves gives that case study's number; two claims
// about the same measure for the same people agree; a number in copy (35%, $12M, 3X, 150+, 4.8/5) is a claim the document
// shows or links, or a case study's it is or links (the named exceptions aside); a case study's result states one of its
// claims; a section of figures gives them no period of its own; a story or testimonial gives only its case study's numbers.

/** @typedef {import("../../schemas/claims.ts").ClaimFields & Doc} Claim */
/** @typedef {(id: string, path: string, found: string, hint: string) => void} Add */

/** Every `_ref` inside a value. @param {unknown} value */
const refsIn = (value) => new Set([...walk(value)].flatMap(([, node]) => (typeof node?._ref === "string" ? [node._ref] : [])));

/** @param {Claim} claim */
const provenBy = (claim) => (claim.source?.kind === "caseStudy" ? claim.source.caseStudy?._ref : undefined);

/** Claims against their case studies and against each other. @param {Claim[]} claims @param {Map<string, Doc>} byId @param {Add} add */
function checkClaims(claims, byId, add) {
  /** @type {Map<string, Claim>} */
  const first = new Map();
  for (const claim of claims) {
    const value = String(claim.value ?? "");
    const caseStudy = byId.get(provenBy(claim) ?? "");
    const missing = caseStudy ? numbersNotIn(value, caseStudy) : [];
    const hint = `its source, the case study ${caseStudy?._id}, gives no ${missing.join(", ")}: give the case study's figure`;
    if (caseStudy && missing.length) add(claim._id, "value", value, hint);
    const key = agreementKey(claim);
    if (!key) continue;
    const earlier = first.get(key);
    if (!earlier) first.set(key, claim);
    else if (!sameValue(earlier.value, claim.value)) {
      const both = `${earlier._id} says ${earlier.value} and ${claim._id} says ${value} for “${claim.measure}”, for the same people`;
      add(claim._id, "value", value, `contradicting claims: ${both}: correct one, or say how they differ`);
    }
  }
}

/**
 * The figures a document may state in its words: its claims', those of the documents it links, those proven by the case studies it is,
 * links, or its claims cite, and the numbers those case studies tell.
 * @param {Doc} doc @param {Map<string, Doc>} byId @param {Claim[]} claims
 */
function figuresBehind(doc, byId, claims) {
  const linked = refsIn(doc);
  const shown = new Set([...linked, ...[...linked].flatMap((id) => [...refsIn(byId.get(id))])]);
  const caseStudies = new Set([doc._id, ...shown].filter((id) => byId.get(id)?._type === "caseStudy"));
  const figures = new Set(
    claims.filter((claim) => shown.has(claim._id) || caseStudies.has(provenBy(claim) ?? "")).flatMap((claim) => figuresIn(claim.value)),
  );
  for (const id of caseStudies) if (id !== doc._id) for (const figure of figuresIn(textOf(byId.get(id)))) figures.add(figure);
  return figures;
}

/** Numbers in copy that are no claim. @param {Doc[]} docs @param {Map<string, Doc>} byId @param {Claim[]} claims @param {Add} add */
function checkCopy(docs, byId, claims, add) {
  const noClaim =
    "a number in copy that is no claim: show it as a figure with its claim, quote a claim this page or a page it links shows, or a case study it links";
  for (const doc of docs) {
    if (doc._type === "claim") continue;
    const behind = figuresBehind(doc, byId, claims);
    const proven = new Set(claims.filter((claim) => provenBy(claim) === doc._id).flatMap((claim) => figuresIn(claim.value)));
    for (const [path, text] of texts(doc)) {
      const figures = figuresIn(text);
      if (doc._type === "caseStudy") {
        // The case study is the record its claims cite: a result states one of them.
        if (path.startsWith("results[") && figures.length && !figures.some((figure) => proven.has(figure)))
          add(doc._id, path, text, "a result with no claim: add the claim this result states (Figures (claims), source: this case study)");
        continue;
      }
      for (const figure of new Set(figures)) if (!behind.has(figure) && !namedExceptions[figure]) add(doc._id, path, figure, noClaim);
    }
  }
}

/**
 * Sections of figures that give them a period of their own, and stories and testimonials that give a number the case study they belong to
 * does not. @param {Doc[]} docs @param {Map<string, Doc>} byId @param {Add} add
 */
function checkWords(docs, byId, add) {
  for (const doc of docs) {
    for (const section of doc.sections ?? []) {
      const figures = [...(section?.stats ?? []), ...(section?.highlights ?? [])];
      const words = [section?.heading, section?.intro, section?.text].map((text) => String(text ?? "")).join(" ");
      const [period] = allTimeWords.exec(words) ?? [];
      if (figures.length && period) {
        const periodOf = (/** @type {Stat} */ stat) => String(/** @type {Claim | undefined} */ (byId.get(stat?.claim?._ref ?? ""))?.period);
        const periods = [...new Set(figures.map(periodOf))].join(", ");
        add(doc._id, `sections[_key=="${section?._key}"]`, period, `its figures' periods are ${periods}: let each claim state its own`);
      }
      for (const story of section?.stories ?? []) {
        const caseStudy = byId.get(story?.caseStudy?._ref ?? "");
        const missing = caseStudy ? numbersNotIn(`${story?.client ?? ""} ${story?.summary ?? ""}`, caseStudy) : [];
        const where = `sections[_key=="${section?._key}"].stories[_key=="${story?._key}"]`;
        const hint = `the story's case study ${caseStudy?._id} gives no such figure: take the story's figures from it`;
        if (caseStudy && missing.length) add(doc._id, where, missing.join(", "), hint);
      }
    }
    const about = byId.get(/** @type {{ _ref?: string } | undefined} */ (doc.about)?._ref ?? "");
    const missing = about?._type === "caseStudy" ? numbersNotIn(doc.quote, about) : [];
    if (about && missing.length)
      add(doc._id, "quote", missing.join(", "), `the quote's case study ${about._id} gives no such figure: quote the case study's figures`);
  }
}

/** Every finding about figures in the published documents. @param {Doc[]} docs @returns {Finding[]} */
export function figureFindings(docs) {
  const published = docs.filter((doc) => !doc._id.startsWith("drafts."));
  const byId = new Map(published.map((doc) => [doc._id, doc]));
  const claims = /** @type {Claim[]} */ (published.filter((doc) => doc._type === "claim"));
  /** @type {Finding[]} */
  const findings = [];
  /** @param {string} id @param {string} path @param {string} found @param {string} hint */
  const add = (id, path, found, hint) => findings.push({ id, path, found, hint, times: 1 });
  checkClaims(claims, byId, add);
  checkCopy(published, byId, claims, add);
  checkWords(published, byId, add);
  return findings;
}
