import { defineField, defineType, sectionPreview } from "@site/schemas/sections";

/**
 * The blog's list of posts: the category row (the categories that have posts, from Category documents),
 * the newest post cards and the page numbers (from the number of posts and the page size).
 */
export const postListing = defineType({
  name: "postListing",
  title: "Post listing",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "Read by screen readers before the list of posts.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "categoriesLabel",
      title: "Category row label",
      type: "string",
      description: "Read by screen readers for the row of categories.",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "allLabel",
      title: "All posts label",
      type: "string",
      description:
        "The first link of the category row, listing every post (for example All). The categories that have posts follow, in their order.",
      validation: (rule) => rule.required().max(30).error("Write the label of the link to every post (at most 30 characters)."),
    }),
    defineField({
      name: "byLabel",
      title: "Author prefix",
      type: "string",
      description: "Shown before the author's name (for example By).",
      validation: (rule) => rule.required().max(10),
    }),
    defineField({
      name: "pagination",
      title: "Pagination",
      type: "object",
      description: "Page links under the posts.",
      fields: [
        defineField({
          name: "label",
          title: "Label",
          type: "string",
          description: "Read by screen readers.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "pageLabel",
          title: "Page word",
          type: "string",
          description: "Read before each number (Page 2).",
          validation: (rule) => rule.required(),
        }),
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
