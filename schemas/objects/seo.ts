import { defineField, defineType } from "sanity";
import { requiredString } from "./fields";

/** What search engines and link previews show for a page. */
export const seo = defineType({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  fields: [
    requiredString(
      "title",
      "Page title",
      "Shown in the browser tab and as the headline of search results. Keep it under 60 characters.",
      70,
    ),
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
