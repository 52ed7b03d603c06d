import { defineField, defineType } from "sanity";

/** What search engines and link previews show for a page. */
export const seo = defineType({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  fields: [
    defineField({
      name: "title",
      title: "Page title",
      type: "string",
      description: "Shown in the browser tab and as the headline of search results. Keep it under 60 characters.",
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One or two sentences shown under the title in search results (50–160 characters).",
      validation: (rule) => rule.required().min(50).max(170),
    }),
  ],
});
