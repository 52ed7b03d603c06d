// Checks of the words in the bundled content, beyond what Sanity's validator can say:
//   - one voice: the firm writes American English, so common British spellings are flagged;
//   - launch readiness: placeholders the firm must replace before launch (the governing-law [State],
//     555 telephone numbers, example addresses), listed by document and field.
// Each finding is { id, path, found, hint }.

/**
 * A document of the dataset as these checks read it: parsed JSON, whose fields beyond `_id` and `_type` the
 * checks read with care (`sections` as its schema gives it, any item possibly left empty).
 * @typedef {{ _id: string; _type: string; sections?: Section[]; [key: string]: unknown }} Doc
 */
/**
 * @typedef {{ _type?: string; _key?: string; heading?: unknown; intro?: unknown; text?: unknown; stories?: Story[]; highlights?: Stat[]; stats?: Stat[] } | null | undefined} Section
 * @typedef {{ _key?: string; caseStudy?: { _ref?: string }; client?: unknown; summary?: unknown; results?: Stat[] } | null | undefined} Story
 * @typedef {{ _key?: string; value?: unknown; label?: unknown; source?: string; caseStudy?: { _ref?: string } } | null | undefined} Stat
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
 * Every string inside a value, with its path (array items by their `_key` where they have one).
 * @param {unknown} value
 * @param {string} path
 * @returns {Generator<[string, string]>}
 */
function* texts(value, path) {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = item && typeof item === "object" && typeof item._key === "string" ? `[_key=="${item._key}"]` : `[${index}]`;
      yield* texts(item, `${path}${key}`);
    }
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith("_")) continue;
      yield* texts(child, path ? `${path}.${key}` : key);
    }
  }
}

/**
 * One finding per document, field and word; `times` counts its occurrences in that field.
 * @param {Doc[]} docs
 * @param {Rules} rules
 * @param {(path: string) => boolean} [skip]
 * @returns {Finding[]}
 */
function find(docs, rules, skip = () => false) {
  /** @type {Map<string, Finding>} */
  const findings = new Map();
  for (const doc of docs) {
    if (doc._id.startsWith("drafts.")) continue;
    for (const [path, text] of texts(doc, "")) {
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

/** The numbers a text gives (14, 110, 4.8, 12,000; 35 of 35%, 12 of $12M), as written. @param {unknown} text */
const numbersIn = (text) => String(text ?? "").match(/\d+(?:[.,]\d+)*/g) ?? [];

/** Every string inside a value (Portable Text's spans included), joined. @param {unknown} value @returns {string} */
function textOf(value) {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join(" ");
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !key.startsWith("_"))
      .map(([, child]) => textOf(child))
      .join(" ");
  return "";
}

/**
 * Success stories that pick a case study (the same engagement told short) but give a figure the case study does
 * not: every number of the story's client, summary and own results must appear in the case study (its title,
 * client, card texts, results or story), so the short and the full telling never disagree (12 clinics against 14).
 * @param {Doc[]} docs
 * @returns {Finding[]}
 */
export function storyFigureMismatches(docs) {
  /** @type {Map<unknown, Doc>} by _id, looked up by whatever a story's reference holds */
  const caseStudies = new Map(docs.filter((doc) => doc._type === "caseStudy").map((doc) => [doc._id, doc]));
  /** @type {Finding[]} */
  const findings = [];
  for (const doc of docs) {
    for (const section of doc.sections ?? []) {
      if (section?._type !== "successStories") continue;
      for (const story of section.stories ?? []) {
        if (!story) continue;
        const caseStudy = caseStudies.get(story.caseStudy?._ref);
        if (!caseStudy) continue;
        const known = new Set(numbersIn(textOf(caseStudy)));
        const told = [story.client, story.summary, ...(story.results ?? []).flatMap((result) => [result?.value, result?.label])];
        for (const number of new Set(told.flatMap(numbersIn)))
          if (!known.has(number))
            findings.push({
              id: doc._id,
              path: `sections[_key=="${section._key}"].stories[_key=="${story._key}"]`,
              found: number,
              hint: `the story picks the case study ${caseStudy._id}, which gives no such figure: take the story's figures from it`,
              times: 1,
            });
      }
    }
  }
  return findings;
}

/** The figures a section states as claims, by section type: the field that lists them. */
/** @type {Record<string, "highlights" | "stats">} */
const claimedFigures = { homeHero: "highlights", statGrid: "stats", statBand: "stats" };

/**
 * Figures a visitor reads as claims without a source (before launch every such figure says where it comes from):
 * the home header's, figure tiles and bands on any page, and a success story's own figures (one told by its case
 * study shows the case study's results, which are the engagement's own).
 * @param {Doc[]} docs
 * @returns {Finding[]}
 */
export function unsourcedFigures(docs) {
  /** @type {Finding[]} */
  const findings = [];
  /** @param {Doc} doc @param {string} path @param {Stat[] | undefined} stats */
  const check = (doc, path, stats) => {
    for (const stat of stats ?? [])
      if (!stat?.source?.trim())
        findings.push({
          id: doc._id,
          path: `${path}[_key=="${stat?._key}"]`,
          found: `${stat?.value} ${stat?.label}`,
          hint: "a figure without a source: fill its Source",
          times: 1,
        });
  };
  for (const doc of docs)
    for (const section of doc.sections ?? []) {
      const at = `sections[_key=="${section?._key}"]`;
      const field = claimedFigures[section?._type ?? ""];
      if (field) check(doc, `${at}.${field}`, section?.[field]);
      if (section?._type === "successStories")
        for (const story of section.stories ?? [])
          if (!story?.caseStudy) check(doc, `${at}.stories[_key=="${story?._key}"].results`, story?.results);
    }
  return findings;
}

/**
 * Every figure a document states as a claim, with where it is: the home header's, figure tiles and bands (on any
 * page), and success stories' own results.
 * @param {Doc} doc
 * @returns {Generator<{ stat: NonNullable<Stat> & { caseStudy?: { _ref?: string } }; path: string; section: NonNullable<Section> }>}
 */
function* claimedStats(doc) {
  for (const section of doc.sections ?? []) {
    if (!section) continue;
    const at = `sections[_key=="${section._key}"]`;
    const field = claimedFigures[section._type ?? ""];
    if (field) for (const stat of section[field] ?? []) if (stat) yield { stat, path: `${at}.${field}[_key=="${stat._key}"]`, section };
    if (section._type === "successStories")
      for (const story of section.stories ?? [])
        for (const stat of story?.results ?? [])
          if (stat) yield { stat, path: `${at}.stories[_key=="${story?._key}"].results[_key=="${stat._key}"]`, section };
  }
}

/** What a figure measures, as a key: its label without case, punctuation or spacing differences. @param {unknown} label */
const metricKey = (label) =>
  String(label ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Words in a section that say its figures come from case studies. */
const citesCaseStudies = /\bcase stud(?:y|ies)\b/i;

/**
 * A record of findings and of the first value told for each metric: `tell` adds a finding when a metric told
 * before is told again with another value.
 */
function figureLedger() {
  /** @type {Finding[]} */
  const findings = [];
  /** @param {string} id @param {string} path @param {string} found @param {string} hint */
  const add = (id, path, found, hint) => findings.push({ id, path, found, hint, times: 1 });
  /** @type {Map<string, { value: string; where: string }>} the first value seen for a metric, by key */
  const told = new Map();
  /** @param {string} key @param {string} value @param {string} id @param {string} path @param {string} label */
  const tell = (key, value, id, path, label) => {
    const first = told.get(key);
    if (!first) told.set(key, { value, where: `${id} › ${path}` });
    else if (first.value !== value)
      add(id, path, `${value} ${label}`, `the same metric is ${first.value} at ${first.where}: state one value, in one place`);
  };
  return { findings, add, tell };
}

/** @typedef {ReturnType<typeof figureLedger>} FigureLedger */

/**
 * A document's figures against their case studies and the home header's claims (`headline`, metric keys).
 * @param {FigureLedger} ledger
 * @param {Doc} doc
 * @param {Map<unknown, Doc>} caseStudies
 * @param {Set<string>} headline
 */
function checkClaimedFigures({ add, tell }, doc, caseStudies, headline) {
  for (const { stat, path } of claimedStats(doc)) {
    const value = String(stat.value ?? "").trim();
    const label = String(stat.label ?? "");
    const ref = stat.caseStudy?._ref;
    if (ref) {
      const caseStudy = caseStudies.get(ref);
      if (!caseStudy) continue; // a dangling reference is the integrity check's to report
      const known = new Set(numbersIn(textOf(caseStudy)));
      for (const number of numbersIn(value))
        if (!known.has(number))
          add(
            doc._id,
            path,
            `${value} ${label}`,
            `it names the case study ${ref}, which gives no ${number}: tell the case study's figure, or correct the case study`,
          );
      tell(`${ref}|${metricKey(label)}`, value, doc._id, path, label);
    }
    if (headline.has(metricKey(label))) tell(`headline|${metricKey(label)}`, value, doc._id, path, label);
  }
}

/**
 * A section that says its figures come from case studies shows only figures (and stories) a case study carries.
 * @param {FigureLedger} ledger
 * @param {Doc} doc
 */
function checkCitedFigures({ add }, doc) {
  for (const section of doc.sections ?? []) {
    if (!section || section._type === "featuredOutcomes" || section._type === "caseStudyGrid") continue;
    const words = ["heading", "intro", "text"].map((field) => /** @type {Record<string, unknown>} */ (section)[field]).join(" ");
    if (!citesCaseStudies.test(words)) continue;
    // A story's own results stand with the story: the story is what names (or not) its case study.
    if (section._type !== "successStories")
      for (const { stat, path, section: from } of claimedStats(doc)) {
        if (from !== section || stat.caseStudy?._ref) continue;
        add(
          doc._id,
          path,
          `${stat.value} ${stat.label}`,
          "the section says its figures come from case studies, and this one names none: pick its case study, or change the words",
        );
      }
    if (section._type === "successStories")
      for (const story of section.stories ?? [])
        if (story && !story.caseStudy?._ref)
          add(
            doc._id,
            `sections[_key=="${section._key}"].stories[_key=="${story._key}"]`,
            String(story.client ?? ""),
            "the section says its stories come from case studies, and this one picks none: pick its case study, or change the words",
          );
  }
}

/**
 * Figures that contradict one another, so that the firm tells one number per claim:
 *   - a figure that names its case study (`caseStudy`) but gives a number the case study (its results, card texts
 *     and story) does not;
 *   - a figure of the home page's header (the firm's headline claims) stated elsewhere, under the same label, with
 *     another value; and two figures naming one case study, under one label, with different values;
 *   - a section whose words say its figures come from case studies (“from our case studies”) showing a figure, or
 *     a story, that names no case study.
 * @param {Doc[]} docs
 * @returns {Finding[]}
 */
export function contradictingFigures(docs) {
  const published = docs.filter((doc) => !doc._id.startsWith("drafts."));
  /** @type {Map<unknown, Doc>} */
  const caseStudies = new Map(published.filter((doc) => doc._type === "caseStudy").map((doc) => [doc._id, doc]));
  const ledger = figureLedger();
  // The home header's figures first: they are the claims every other page must agree with.
  const home = published.filter((doc) => doc.sections?.some((section) => section?._type === "homeHero"));
  const ordered = [...home, ...published.filter((doc) => !home.includes(doc))];
  const headline = new Set(
    home.flatMap((doc) =>
      [...claimedStats(doc)].filter(({ section }) => section._type === "homeHero").map(({ stat }) => metricKey(stat.label)),
    ),
  );
  for (const doc of ordered) {
    checkClaimedFigures(ledger, doc, caseStudies, headline);
    checkCitedFigures(ledger, doc);
  }
  return ledger.findings;
}
