import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview } from "./shared";

/** The blog's list of posts: the category row, the newest post cards and the page numbers. */
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
      name: "categories",
      title: "Categories",
      type: "array",
      description: "The category buttons, in order, starting with All.",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(30) })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
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
      description: "Page buttons under the posts.",
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
          name: "pageCount",
          title: "Number of pages",
          type: "number",
          validation: (rule) => rule.required().integer().min(1).max(10),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview("Post listing"),
});
