import { defineArrayMember, defineField, defineType } from "sanity";

/** One document (id `blogPage`): the words of /blog around the Blog post cards. */
export const blogPage = defineType({
  name: "blogPage",
  title: "Blog page",
  type: "document",
  fields: [
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
    defineField({ name: "hero", title: "Page header", type: "pageHero", validation: (rule) => rule.required() }),
    defineField({
      name: "categoriesLabel",
      title: "Category filter label",
      type: "string",
      description: "Read by screen readers for the row of category buttons.",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "categories",
      title: "Categories",
      type: "array",
      description: "The filter buttons, in order, starting with All. They do not filter yet.",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(30) })],
      validation: (rule) => rule.required().length(7).unique().error("The blog shows exactly seven categories (All and six topics)."),
    }),
    defineField({
      name: "postsHeading",
      title: "Posts heading",
      type: "string",
      description: "Read by screen readers before the list of posts.",
      validation: (rule) => rule.required().max(60),
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
      description: "Page buttons under the posts. They do not change page yet.",
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
    defineField({
      name: "newsletter",
      title: "Newsletter box",
      type: "object",
      description: "An email box with a Subscribe button. It does not subscribe anyone yet.",
      fields: [
        defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(80) }),
        defineField({ name: "text", title: "Text", type: "text", rows: 2, validation: (rule) => rule.required().max(240) }),
        defineField({ name: "emailLabel", title: "Email field label", type: "string", validation: (rule) => rule.required().max(40) }),
        defineField({
          name: "placeholder",
          title: "Email field placeholder",
          type: "string",
          validation: (rule) => rule.required().max(40),
        }),
        defineField({ name: "buttonLabel", title: "Button", type: "string", validation: (rule) => rule.required().max(30) }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Blog page" }) },
});
