import { defineField, defineType, headingFields, sectionPreview } from "@site/schemas/sections";

/** The next events (from Event documents, soonest first) as cards, and a link to every event. Nothing when none is coming. */
export const upcomingEvents = defineType({
  name: "upcomingEvents",
  title: "Upcoming events",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "count",
      title: "How many",
      type: "number",
      description: "At most this many of the next events.",
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(1).max(6),
    }),
  ],
  preview: sectionPreview("Upcoming events"),
});
