import { caseStudyField, defineArrayMember, defineField, defineType, figuresOfCaseStudy, headingFields } from "@site/schemas/sections";

type Story = { client?: string; results?: unknown[]; caseStudy?: { _ref?: string } };

/** Client stories: who, what we did, and the results as figures (or, for a story a case study tells, the case study's). */
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
              hidden: ({ parent }) => Boolean((parent as Story | undefined)?.caseStudy) && !(parent as Story | undefined)?.client,
              validation: (rule) =>
                rule
                  .max(90)
                  .custom((client, context) =>
                    !client && !(context.parent as Story | undefined)?.caseStudy
                      ? "Say who the client is, or pick the case study this story tells short."
                      : true,
                  ),
            }),
            defineField({
              name: "summary",
              title: "Summary",
              type: "text",
              rows: 3,
              validation: (rule) =>
                rule
                  .required()
                  .max(500)
                  .custom((summary, context) =>
                    figuresOfCaseStudy(summary, (context.parent as Story | undefined)?.caseStudy?._ref, context),
                  ),
            }),
            defineField({
              name: "results",
              title: "Results",
              type: "array",
              description: "One to four figures. A story with a case study has none of its own: it shows the case study's results.",
              of: [defineArrayMember({ type: "stat" })],
              hidden: ({ parent }) => Boolean((parent as Story | undefined)?.caseStudy) && !(parent as Story | undefined)?.results?.length,
              validation: (rule) =>
                rule.max(4).custom((results, context) => {
                  const story = context.parent as Story | undefined;
                  if (story?.caseStudy && results?.length)
                    return "Remove these figures: a story with a case study shows the case study's own results and client, so the two never disagree.";
                  if (!story?.caseStudy && !results?.length)
                    return "Give one to four figures, or pick the case study this story tells short.";
                  return true;
                }),
            }),
            caseStudyField(
              "Optional: when this story is told in full in a case study (the same client and engagement), pick it: the story then shows the case study's client and results (so the figures always agree) and links to its page. Its summary must use only figures the case study gives. The link's words are in Blog and case studies → Case studies.",
            ),
          ],
          preview: {
            select: { client: "client", caseClient: "caseStudy.client", subtitle: "caseStudy.title" },
            prepare: ({ client, caseClient, subtitle }) => ({
              title: client || caseClient,
              subtitle,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Success stories" }) },
});
