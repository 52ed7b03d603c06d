import { defineArrayMember, defineField, defineType } from "sanity";
import { accentColors } from "../objects/colors";
import { inGroup, requiredString } from "../objects/fields";
import { imageWithAlt } from "../objects/image-with-alt";
import { optionalSeoField } from "../objects/listed-document";
import { richTextMembers } from "../objects/rich-text";
import { isUniqueSlugInType } from "../objects/slug";

const part = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: "array",
    description,
    of: richTextMembers,
    validation: (rule) => rule.required().min(1).error(`Write the ${title.toLowerCase()} part of the story.`),
  });

/** A case study's full story, told in three parts on its page. */
export const caseStudyStory = defineType({
  name: "caseStudyStory",
  title: "Full story",
  type: "object",
  fields: [
    part(
      "challenge",
      "Challenge",
      "What the client faced, with the figures that made it urgent. On the page it opens with the card's “Challenge in short”: go on from there.",
    ),
    part("approach", "Approach", "How we worked with the client: assessment, people, plan."),
    part("solution", "Solution", "What was put in place and how it was rolled out."),
  ],
});

/** The kinds of work a case study is filed under (its card and page show the one chosen). */
const caseStudyCategories = [
  "Revenue Cycle",
  "Regulatory Compliance",
  "Population Health",
  "Healthcare Technology",
  "Data Analytics & AI",
  "Telemedicine",
] as const;

/**
 * A client engagement: a card on /case-studies (the challenge in short and the first results) and its own page,
 * /case-studies/<slug>: the full story (challenge, approach, solution), its challenge opening with the short one, with
 * the results. Each text is written once: the card and the page show the same short challenge and results.
 */
export const caseStudy = defineType({
  name: "caseStudy",
  title: "Case study",
  type: "document",
  groups: [
    { name: "card", title: "Card", default: true },
    { name: "story", title: "Full story" },
    { name: "search", title: "Search and sharing" },
  ],
  fields: [
    ...inGroup("card", [
      defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(90) }),
      defineField({
        name: "slug",
        title: "Address",
        type: "slug",
        description: "The full case study is at /case-studies/<address>. Generate it from the title.",
        options: { source: "title", maxLength: 80, isUnique: isUniqueSlugInType },
        validation: (rule) =>
          rule
            .required()
            .custom((slug: { current?: string } | undefined) =>
              !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current) ? true : "Use lower-case letters, digits and dashes only.",
            ),
      }),
      defineField({
        name: "order",
        title: "Order",
        type: "number",
        description: "Cards are listed from the lowest number to the highest.",
        validation: (rule) => rule.required().integer().min(0),
      }),
      defineField({
        name: "category",
        title: "Category",
        type: "string",
        description: "The kind of work, shown above the title.",
        options: { list: [...caseStudyCategories] },
        validation: (rule) => rule.required().max(40),
      }),
      requiredString("client", "Client", "Describe the client without naming them unless they agreed in writing.", 90),
      defineField({
        name: "challenge",
        title: "Challenge in short",
        type: "text",
        rows: 3,
        description:
          "Two lines on the challenge: the card's text, and the opening lines of the Challenge on the case study's page (the Full story tab goes on from there).",
        validation: (rule) => rule.required().max(320),
      }),
      defineField({
        name: "results",
        title: "Results",
        type: "array",
        description: "Measurable results; the card shows the first three, so put the strongest first.",
        of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(90) })],
        validation: (rule) => rule.required().min(1).max(6).error("List one to six results."),
      }),
    ]),
    ...inGroup("story", [
      defineField({
        name: "story",
        title: "Full story",
        type: "caseStudyStory",
        description: "The case study's own page tells the engagement in three parts: challenge, approach and solution.",
        validation: (rule) => rule.required().error("Tell the full story: challenge, approach and solution."),
      }),
      defineField({
        name: "relatedServices",
        title: "Related services",
        type: "array",
        description: "The services this engagement drew on, linked from the case study's page.",
        of: [defineArrayMember({ type: "reference", to: [{ type: "service" }] })],
        validation: (rule) => rule.max(3).unique().error("Choose at most three different services."),
      }),
    ]),
    defineField({
      name: "topics",
      title: "Topics",
      type: "array",
      description:
        "The blog topics this engagement is about: “Our thinking” on its page shows the newest posts on them, then posts whose main service is this case study's first related service.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "category" }] })],
      validation: (rule) => rule.max(3).unique().error("Choose at most three different topics."),
    }),
    {
      ...imageWithAlt({ name: "image", title: "Image", description: "Optional. Shown at the top of the case study's page." }),
      group: "story",
    },
    { ...optionalSeoField("challenge"), group: "search" },
    defineField({
      name: "color",
      group: "card",
      title: "Colour",
      type: "string",
      description: "The accent colour of the card.",
      options: { list: [...accentColors], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: "Card order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "client", media: "image" } },
});
