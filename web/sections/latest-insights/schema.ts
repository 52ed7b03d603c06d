import { defineField, defineType, headingFields } from "@site/schemas/sections";

/** The newest posts as cards (never picked by hand, so it is never out of date), and a link to the blog. */
export const latestInsights = defineType({
  name: "latestInsights",
  title: "Latest insights",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "count",
      title: "Number of posts",
      type: "number",
      description: "How many of the newest posts to show (by publication date).",
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(1).max(6).error("Show one to six posts."),
    }),
    defineField({
      name: "link",
      title: "Link under the cards",
      type: "link",
      description: "Optional, for example All insights leading to the Blog page.",
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Latest insights" }) },
});
