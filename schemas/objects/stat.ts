import { defineField, defineType } from "sanity";
import { caseStudyField } from "./section-fields";

/**
 * A figure and what it measures, for example “98%” / “Client satisfaction”, its source, and the case study it comes
 * from when one engagement is its proof: the figure is then told once, by that case study, and `pnpm content:validate`
 * fails where the case study does not give the same number (or where one metric is given two values on the site).
 */
export const stat = defineType({
  name: "stat",
  title: "Figure",
  type: "object",
  fields: [
    defineField({
      name: "value",
      title: "Figure",
      type: "string",
      description: "As it should read, with its unit: 150+, $50M+, 30%, 24/7.",
      validation: (rule) => rule.required().max(16),
    }),
    defineField({ name: "label", title: "What it measures", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({
      name: "source",
      title: "Source",
      type: "string",
      description:
        "Optional: where the figure comes from, shown under it in small type (for example “Client survey, 2025, 212 responses” or “Engagements 2019–2025”). `pnpm content:validate --launch` lists the home page's figures without one.",
      validation: (rule) => rule.max(120),
    }),
    caseStudyField(
      "Optional: the engagement this figure comes from. Its results or story must give the same number (`pnpm content:validate --launch` checks), and the source line links to it. Pick it rather than restating a case study's result in other numbers.",
    ),
  ],
  preview: { select: { title: "value", subtitle: "label" } },
});
