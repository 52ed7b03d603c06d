// The rules a figure obeys, in one place: `pnpm content:validate` (scripts/lib/content-checks.mjs) applies them
// over the whole dataset, and the Studio applies them to the document being edited (schemas/documents/claim.ts,
// testimonials, success stories). Plain functions over plain values: no import, so a Node script loads this file.

/** A claim as these rules read it (schemas/documents/claim.ts). */
export type ClaimFields = {
  _id?: string;
  value?: unknown;
  label?: unknown;
  measure?: unknown;
  scope?: unknown;
  period?: unknown;
  source?: { kind?: unknown; caseStudy?: { _ref?: string } | null; study?: unknown; method?: unknown } | null;
};

/** The numbers a text gives (14, 110, 4.8, 12,000; 35 of 35%, 12 of $12M), as written. */
export const numbersIn = (text: unknown): string[] => String(text ?? "").match(/\d+(?:[.,]\d+)*/g) ?? [];

/** Every string inside a value (Portable Text's spans included), joined. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join(" ");
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !key.startsWith("_"))
      .map(([, child]) => textOf(child))
      .join(" ");
  return "";
}

// A figure as a reader takes it for a claim: a percentage (35%, 15-20%, 15 to 20%), an amount of dollars with its
// scale ($12M, $4.2M, $2B+), a multiple (3X), a count with a plus (150+, 5,000+) or a rating (4.8/5, 4.8 out of 5).
const figurePattern =
  /\$\s?\d+(?:\.\d+)?\s?(?:M|B|K|million|billion)\b\+?|\d+(?:[.,]\d+)*(?:\s?(?:-|–|to)\s?\d+(?:[.,]\d+)*)?\s?%|\b\d+(?:\.\d+)?\s?[X×](?![\w-])|\b\d+(?:\.\d+)?\s?(?:\/|out of)\s?(?:5|10)\b(?![\d/%])|\b\d+(?:,\d{3})*(?:\.\d+)?[MBK]?\+/gi;

/** A figure written one way: no spaces or thousands' commas, "to" and en dashes as a hyphen, "out of" as a slash, upper case. */
const normalFigure = (figure: string) =>
  figure
    .replace(/(\d),(?=\d{3})/g, "$1")
    .replace(/\s*(?:–|\bto\b)\s*/gi, "-")
    .replace(/\s*out of\s*/gi, "/")
    .replace(/\s+/g, "")
    .replace(/million/i, "M")
    .replace(/billion/i, "B")
    .replace(/×/g, "X")
    .replace(/\+$/, "")
    .toUpperCase();

/** The figures a text states as claims (see figurePattern), each written one way (35%, $12M, 3X, 150, 4.8/5). */
export const figuresIn = (text: unknown): string[] => [...String(text ?? "").matchAll(figurePattern)].map(([found]) => normalFigure(found));

/** Figures the specification fixes in the site's words that are no claim: years and steps counted with a plus. */
export const namedExceptions: Record<string, string> = {
  "2030": "“2030+”, the last expansion phase (specification: expansion years 2025 to 2030+)",
  "11": "“Week 11+”, the telemedicine roadmap's last step (specification: week 11+ launch and optimize)",
};

const words = (value: unknown) =>
  String(value ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * What two claims must agree on: the same measure for the same people. A claim a case study proves is about that
 * case study's client; any other is about the people its “For whom” names.
 */
export function agreementKey(claim: ClaimFields): string | undefined {
  const measure = words(claim.measure);
  if (!measure) return undefined;
  const caseStudy = claim.source?.kind === "caseStudy" ? claim.source.caseStudy?._ref?.replace(/^drafts\./, "") : undefined;
  return `${measure}|${caseStudy ? `caseStudy:${caseStudy}` : words(claim.scope)}`;
}

/** Whether two values state the same figure (50% and 50 %, 15–20% and 15-20%). */
export const sameValue = (a: unknown, b: unknown) => normalFigure(String(a ?? "")) === normalFigure(String(b ?? ""));

/** The numbers of a claim's value its case study does not give (its text, results and story). */
export const numbersNotIn = (text: unknown, source: unknown): string[] => {
  const known = new Set(numbersIn(textOf(source)));
  return [...new Set(numbersIn(text))].filter((number) => !known.has(number));
};

/** Words that give figures a period of their own (all time), which only the claims' own periods can state. */
export const allTimeWords = /\b(?:since (?:our|the firm's|we were) found(?:ing|ed)|every engagement|all[- ]time|to date|ever since)\b/i;
