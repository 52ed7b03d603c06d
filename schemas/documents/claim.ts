import { defineField, defineType, type ValidationContext } from "sanity";
import { agreementKey, type ClaimFields, sameValue } from "../claims";
import { figuresOfCaseStudy, studioClient } from "../objects/case-study-figures";
import { requiredString } from "../objects/fields";

const units = [
  { title: "Percent (35%)", value: "percent" },
  { title: "US dollars ($12M)", value: "dollars" },
  { title: "A count (150+)", value: "count" },
  { title: "Times (3X)", value: "times" },
  { title: "A rating (4.8/5, 75th percentile)", value: "rating" },
  { title: "Time (48 hours, 30-45 days, 24/7)", value: "time" },
];

/** What the value's writing must show for its unit. */
const unitMarks: Record<string, [RegExp, string]> = {
  percent: [/%/, "a percentage ends with %"],
  dollars: [/\$/, "an amount of dollars starts with $"],
  times: [/\d\s?[X×]/, "a multiple reads like 3X"],
};

/** The figure against its case study, and against every other claim about the same measure for the same people. */
async function disagreement(claim: ClaimFields, context: ValidationContext): Promise<string | true> {
  const client = studioClient(context);
  if (!client || !claim.value) return true;
  const self = String(claim._id ?? "").replace(/^drafts\./, "");
  const caseStudy = claim.source?.kind === "caseStudy" ? claim.source.caseStudy?._ref : undefined;
  const fromCaseStudy = await figuresOfCaseStudy(claim.value, caseStudy, context);
  if (fromCaseStudy !== true) return fromCaseStudy;
  const key = agreementKey(claim);
  const others = await client.fetch<(ClaimFields & { _id: string })[]>(
    `*[_type == "claim" && !(_id in [$self, "drafts." + $self]) && !(_id in path("drafts.**"))]{_id, value, measure, scope, source}`,
    { self },
  );
  const other = others.find((candidate) => key && agreementKey(candidate) === key && !sameValue(candidate.value, claim.value));
  return other
    ? `Another figure says ${other.value} for the same measure (“${other.measure}”) and the same people: the site would contradict itself. Correct one of the two, or say how they differ in What was measured or For whom.`
    : true;
}

const sourceKinds = [
  { title: "A case study (one engagement, its client's own data)", value: "caseStudy" },
  { title: "A named study (publisher, title, year)", value: "study" },
  { title: "The firm's own count (say how it was counted)", value: "count" },
  { title: "A target the firm set (not a result)", value: "target" },
];

/** Whether the source is of one of `kinds` (the fields below are shown, and needed, for their kinds alone). */
const sourceIs = (kinds: string[], { parent }: { parent?: unknown }) =>
  kinds.includes(String((parent as { kind?: string } | undefined)?.kind));

/**
 * A figure the site states (150+, $50M+, 31%), told once with what it measures, for whom, over which period and
 * from which source. Every figure a page shows picks one; content:validate and the Studio keep two claims about
 * the same measure for the same people from disagreeing, and a claim from its case study.
 */
export const claim = defineType({
  name: "claim",
  title: "Figure (claim)",
  type: "document",
  fields: [
    defineField({
      name: "value",
      title: "Figure",
      type: "string",
      description: "As it reads on the site, with its unit: 150+, $50M+, 31%, 3X, 4.8/5.",
      validation: (rule) =>
        rule
          .required()
          .max(16)
          .custom((_value, context) => disagreement((context.document ?? {}) as ClaimFields, context)),
    }),
    defineField({
      name: "unit",
      title: "Unit",
      type: "string",
      options: { list: units, layout: "radio" },
      validation: (rule) =>
        rule.required().custom((unit, context) => {
          const [mark, words] = unitMarks[String(unit)] ?? [];
          const value = String((context.document as ClaimFields | undefined)?.value ?? "");
          return !mark || !value || mark.test(value) ? true : `The figure ${value} does not read as its unit: ${words}.`;
        }),
    }),
    requiredString(
      "label",
      "What it measures",
      "The words shown under the figure, for example “Fewer initial denials”. A page may word it its own way.",
      80,
    ),
    defineField({
      name: "measure",
      title: "What was measured",
      type: "string",
      description:
        "Precisely, for a reader who checks: “Initial claim denial rate, relative reduction”. Two figures with the same words here and the same people must give the same number.",
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: "scope",
      title: "For whom",
      type: "string",
      description:
        "Whose figure it is: one client (“Five-hospital regional health system, Midwest”), all clients together (“All clients, firm-wide”) or each client of a kind (“Each physician group whose billing we run”).",
      validation: (rule) => rule.required().max(120),
    }),
    requiredString("period", "Period", "The time it covers, as it is: “2017–2025”, “12 months after go-live, 2023”, “by 2030”.", 60),
    defineField({
      name: "source",
      title: "Source",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "kind",
          title: "Where it comes from",
          type: "string",
          options: { list: sourceKinds, layout: "radio" },
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "caseStudy",
          title: "Case study",
          type: "reference",
          to: [{ type: "caseStudy" }],
          description: "The engagement that proves the figure: its results and story must give the same number.",
          hidden: (context) => !sourceIs(["caseStudy"], context),
          validation: (rule) =>
            rule.custom((ref, context) =>
              sourceIs(["caseStudy"], context) && !ref ? "Pick the case study this figure comes from." : true,
            ),
        }),
        defineField({
          name: "study",
          title: "Study",
          type: "string",
          description: "Publisher, title and year, as a reader would look it up.",
          hidden: (context) => !sourceIs(["study"], context),
          validation: (rule) =>
            rule.max(160).custom((study, context) => (sourceIs(["study"], context) && !study ? "Name the study." : true)),
        }),
        defineField({
          name: "method",
          title: "How it was counted",
          type: "string",
          description:
            "Shown under the figure: “Clients under contract (firm records)”, “Sponsors' survey after each engagement, n = 118”.",
          hidden: (context) => !sourceIs(["count", "target"], context),
          validation: (rule) =>
            rule
              .max(120)
              .custom((method, context) =>
                sourceIs(["count", "target"], context) && !method ? "Say how the firm counted it, or what the target is." : true,
              ),
        }),
      ],
    }),
  ],
  preview: {
    select: { value: "value", label: "label", scope: "scope", period: "period" },
    prepare: ({ value, label, scope, period }) => ({
      title: [value, label].filter(Boolean).join(" "),
      subtitle: [scope, period].filter(Boolean).join(" · "),
    }),
  },
});
