import { defineField, defineType, requiredString, sectionPreview } from "@site/schemas/sections";

/**
 * The blog's list of posts: the category row (the categories that have posts, from Category documents),
 * the newest post cards and the page numbers (from the number of posts and the page size).
 */
export const postListing = defineType({
  name: "postListing",
  title: "Post listing",
  type: "object",
  fields: [
    requiredString("heading", "Heading", "Read by screen readers before the list of posts.", 60),
    requiredString("categoriesLabel", "Category row label", "Read by screen readers for the row of categories.", 40),
    defineField({
      name: "allLabel",
      title: "All posts label",
      type: "string",
      description:
        "The first link of the category row, listing every post (for example All). The categories that have posts follow, in their order.",
      validation: (rule) => rule.required().max(30).error("Write the label of the link to every post (at most 30 characters)."),
    }),
    requiredString("byLabel", "Author prefix", "Shown before the author's name (for example By).", 10),
    defineField({
      name: "pagination",
      title: "Pagination",
      type: "object",
      description: "Page links under the posts.",
      fields: [
        requiredString("label", "Label", "Read by screen readers."),
        requiredString("pageLabel", "Page word", "Read before each number (Page 2)."),
        defineField({
          name: "pageSize",
          title: "Posts per page",
          type: "number",
          description: "How many post cards a page shows; the number of pages follows from the number of posts.",
          validation: (rule) => rule.required().integer().min(3).max(24).error("Give a whole number from 3 to 24."),
        }),
        defineField({
          name: "previousLabel",
          title: "Previous page label",
          type: "string",
          validation: (rule) => rule.required().max(30).error("Write the label of the link to the previous page."),
        }),
        defineField({
          name: "nextLabel",
          title: "Next page label",
          type: "string",
          validation: (rule) => rule.required().max(30).error("Write the label of the link to the next page."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview("Post listing"),
});
