import { defineField, defineType } from "sanity";
import { checkLocalSlug } from "../objects/page-path";
import { isUniqueSlugInType } from "../objects/slug";

/** A topic of the blog: its filter lists the categories that have posts, in this order. */
export const category = defineType({
  name: "category",
  title: "Category",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "The label of the category's link on the blog, for example Revenue Cycle.",
      validation: (rule) => rule.required().max(30).error("Write the category's label (at most 30 characters)."),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The category's list of posts is /blog/category/<address>. Generate it from the title.",
      options: { source: "title", maxLength: 40, isUnique: isUniqueSlugInType },
      validation: (rule) => rule.required().error("Generate the address from the title.").custom(checkLocalSlug),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "One sentence on what the category covers: its page's description in search results.",
      validation: (rule) => rule.required().min(50).max(170).error("Write one sentence of 50 to 170 characters."),
    }),
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      description: "Categories are listed from the lowest number to the highest.",
      validation: (rule) => rule.required().integer().min(0).error("Give a whole number; lower numbers come first."),
    }),
  ],
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "slug.current" } },
});
