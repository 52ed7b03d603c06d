import { defineField, defineType } from "sanity";

/**
 * A figure shown on a page: the claim it states (schemas/documents/claim.ts: the figure, what it measures, for whom,
 * over which period and from which source), worded for this page when the claim's own words do not fit. The page
 * shows the claim's figure and its source, so a figure is told the same wherever it appears.
 */
export const stat = defineType({
  name: "stat",
  title: "Figure",
  type: "object",
  fields: [
    defineField({
      name: "claim",
      title: "Claim",
      type: "reference",
      to: [{ type: "claim" }],
      description: "The figure to show, from Figures (claims): pick one, or create it there with its source and period.",
      validation: (rule) => rule.required().error("Pick the claim this figure states."),
    }),
    defineField({
      name: "label",
      title: "What it measures, on this page",
      type: "string",
      description: "Optional: the words under the figure here, when the claim's own (“What it measures”) do not fit the page.",
      validation: (rule) => rule.max(80),
    }),
  ],
  preview: {
    select: { value: "claim.value", claimLabel: "claim.label", label: "label", period: "claim.period" },
    prepare: ({ value, claimLabel, label, period }) => ({
      title: [value, label || claimLabel].filter(Boolean).join(" "),
      subtitle: period,
    }),
  },
});
