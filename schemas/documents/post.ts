import { defineArrayMember, defineField, defineType } from "sanity";
import { inGroup } from "../objects/fields";
import { imageWithAlt } from "../objects/image-with-alt";
import { listedSlugField, optionalSeoField, titleField } from "../objects/listed-document";
import { blogReservedSlugs } from "../objects/page-path";
import { richTextMembers } from "../objects/rich-text";

/** A blog post: listed on /blog (newest first) and its categories' pages, read in full at /blog/<slug>. */
export const post = defineType({
  name: "post",
  title: "Blog post",
  type: "document",
  groups: [
    { name: "article", title: "Article", default: true },
    { name: "search", title: "Search and sharing" },
  ],
  fields: [
    ...inGroup("article", [
      titleField,
      listedSlugField({
        description:
          "The post is at /blog/<address>. Generate it from the title. Changed after publishing, the old address keeps working: it sends readers to the new one.",
        reserved: blogReservedSlugs,
        taken: (current) => `“${current}” belongs to the blog's own pages; choose another.`,
      }),
      defineField({
        name: "excerpt",
        title: "Excerpt",
        type: "text",
        rows: 3,
        description: "Two sentences on the post's card and in the feed.",
        validation: (rule) => rule.required().max(260).error("Write an excerpt of at most 260 characters."),
      }),
      defineField({
        name: "publishedAt",
        title: "Published",
        type: "date",
        description: "The publication date (today, unless you change it); the blog lists the newest first.",
        initialValue: () => new Date().toISOString().slice(0, 10),
        validation: (rule) => rule.required().error("Set the publication date."),
      }),
      defineField({
        name: "updatedAt",
        title: "Updated",
        type: "date",
        description:
          "Optional: the day you last changed what the post says (not a typo fix). The page shows it beside the publication date, and the feed and search engines are told. The blog's order stays by publication date.",
        validation: (rule) =>
          rule.custom((updatedAt, context) => {
            const publishedAt = (context.document as { publishedAt?: string } | undefined)?.publishedAt;
            return updatedAt && publishedAt && updatedAt < publishedAt ? "The update cannot come before the publication date." : true;
          }),
      }),
      defineField({
        name: "author",
        title: "Author",
        type: "reference",
        to: [{ type: "author" }],
        validation: (rule) => rule.required().error("Choose the author (Authors → Create to add one)."),
      }),
      defineField({
        name: "categories",
        title: "Categories",
        type: "array",
        description: "The first is shown on the post's card.",
        of: [defineArrayMember({ type: "reference", title: "Category", to: [{ type: "category" }] })],
        validation: (rule) => rule.required().min(1).max(3).unique().error("Choose one to three different categories."),
      }),
      imageWithAlt({
        name: "coverImage",
        title: "Cover image",
        description: "Optional. Shown on the post's card and at the top of the post.",
        altDescription: "What the image shows, for people who cannot see it.",
      }),
      defineField({
        name: "body",
        title: "Text",
        type: "array",
        description: "Use Heading and Subheading for sections; the reading time is computed from this text.",
        of: richTextMembers,
        validation: (rule) => rule.required().min(1).error("Write the post's text."),
      }),
      defineField({
        name: "relatedServices",
        title: "Related services",
        type: "array",
        description: "Services the post is about, linked under it.",
        of: [defineArrayMember({ type: "reference", to: [{ type: "service" }] })],
        validation: (rule) => rule.max(3).unique().error("Choose at most three different services."),
      }),
    ]),
    { ...optionalSeoField("excerpt"), group: "search" },
  ],
  orderings: [{ title: "Newest first", name: "publishedDesc", by: [{ field: "publishedAt", direction: "desc" }] }],
  preview: {
    select: { title: "title", author: "author.name", publishedAt: "publishedAt", media: "coverImage" },
    prepare: ({ title, author, publishedAt, media }) => ({
      title,
      subtitle: [publishedAt, author].filter(Boolean).join(" · "),
      media,
    }),
  },
});
