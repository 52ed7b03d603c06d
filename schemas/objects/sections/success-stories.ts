import { defineArrayMember, defineField, defineType } from "sanity";
import { headingFields } from "./shared";

/** Client stories: who, what we did, and the results as figures. */
export const successStories = defineType({
  name: "successStories",
  title: "Success stories",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "stories",
      title: "Stories",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "successStory",
          title: "Story",
          fields: [
            defineField({
              name: "client",
              title: "Client",
              type: "string",
              description:
                "Who the client is, without naming them if they asked not to be (for example “350-bed regional medical center”).",
              validation: (rule) => rule.required().max(90),
            }),
            defineField({ name: "summary", title: "Summary", type: "text", rows: 3, validation: (rule) => rule.required().max(500) }),
            defineField({
              name: "results",
              title: "Results",
              type: "array",
              description: "One to four figures.",
              of: [defineArrayMember({ type: "stat" })],
              validation: (rule) => rule.required().min(1).max(4),
            }),
            defineField({
              name: "caseStudy",
              title: "Case study",
              type: "reference",
              to: [{ type: "caseStudy" }],
              description:
                "Optional: when this story is told in full in a case study (the same client and engagement), pick it; the story then links to the case study's page. The link's words are in Blog and case studies → Case studies.",
            }),
          ],
          preview: { select: { title: "client", subtitle: "caseStudy.title" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Success stories" }) },
});
