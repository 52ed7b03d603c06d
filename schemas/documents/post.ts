import { defineField, defineType } from "sanity";
import { illustrationKeys } from "../objects/illustrations";

/** A blog post as listed on /blog. Posts have no page of their own yet. */
export const post = defineType({
  name: "post",
  title: "Blog post",
  type: "document",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(100) }),
    defineField({ name: "excerpt", title: "Excerpt", type: "text", rows: 3, validation: (rule) => rule.required().max(260) }),
    defineField({ name: "author", title: "Author", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({
      name: "date",
      title: "Date",
      type: "date",
      description: "The publication date; the listing shows the newest first.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      description: "One of the category labels of the blog page (other than All).",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "readTime",
      title: "Reading time",
      type: "string",
      description: "As it should read, for example 6 min read.",
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: "image",
      title: "Illustration",
      type: "string",
      description: "The picture on the post's card, one of the site's illustrations.",
      options: { list: [...illustrationKeys] },
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: "Newest first", name: "dateDesc", by: [{ field: "date", direction: "desc" }] }],
  preview: { select: { title: "title", subtitle: "date" } },
});
