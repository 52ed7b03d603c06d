import { defineField, defineType, requiredString, requiredText } from "@site/schemas/sections";

/** The opening of an inner page: the page's one main heading, an optional eyebrow and back link. */
export const pageHero = defineType({
  name: "pageHero",
  title: "Page header",
  type: "object",
  fields: [
    defineField({
      name: "backLink",
      title: "Back link",
      type: "link",
      description: "Optional: a small link above the heading, for example “All services” to /services.",
    }),
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "A short line above the heading. On a service page, leave empty to show the service's title.",
      validation: (rule) => rule.max(60),
    }),
    requiredString("heading", "Heading", "The page's main heading (there is exactly one per page).", 100),
    requiredText("intro", "Introduction", undefined, 3, 400),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Page header" }) },
});
