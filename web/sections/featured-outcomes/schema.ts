import { defineArrayMember, defineField, defineType, headingFields } from "@site/schemas/sections";

/**
 * Outcomes told by case studies, picked by the editor (in the order picked): each shows its headline result, the
 * client and the case study's title, and links to its page. The figures are the case studies' own, never retyped.
 */
export const featuredOutcomes = defineType({
  name: "featuredOutcomes",
  title: "Featured outcomes",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "caseStudies",
      title: "Case studies",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "caseStudy" }] })],
      description:
        "Two to four case studies, in the order shown. Each shows its first result as the headline figure, so put the strongest first in the case study.",
      validation: (rule) => rule.required().min(2).max(4).unique().error("Pick two to four different case studies."),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Featured outcomes" }) },
});
