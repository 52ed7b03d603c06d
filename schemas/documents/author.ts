import { defineArrayMember, defineField, defineType } from "sanity";
import { imageWithAlt } from "../objects/image-with-alt";
import { checkLocalSlug } from "../objects/page-path";
import { isUniqueSlugInType } from "../objects/slug";

/**
 * A person of the firm: the byline of their posts, their profile page (/blog/author/<slug>: biography, the
 * services they lead, their articles), the Leadership section of a page that picks them, and the practice lead
 * named on the pages of the services they lead.
 */
export const author = defineType({
  name: "author",
  title: "Person",
  type: "document",
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "As it should read in a byline, without credentials (for example Dr. Maya Chen).",
      validation: (rule) => rule.required().max(60).error("Write the author's name (at most 60 characters)."),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The author's page is /blog/author/<address>. Generate it from the name.",
      options: { source: "name", maxLength: 60, isUnique: isUniqueSlugInType },
      validation: (rule) => rule.required().error("Generate the address from the name.").custom(checkLocalSlug),
    }),
    defineField({
      name: "credentials",
      title: "Credentials",
      type: "string",
      description: "Shown after the name, for example RN, MBA. Leave empty for none.",
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: "role",
      title: "Role",
      type: "string",
      description: "Their role at the firm, for example Senior Consultant, Revenue Cycle.",
      validation: (rule) => rule.required().max(80).error("Write the author's role (at most 80 characters)."),
    }),
    defineField({
      name: "bio",
      title: "Short biography",
      type: "text",
      rows: 4,
      description: "Two or three sentences, shown on the author's page and under their posts.",
      validation: (rule) => rule.required().max(600).error("Write a short biography (at most 600 characters)."),
    }),
    defineField({
      name: "practices",
      title: "Services they lead",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "service" }] })],
      description:
        "Optional. The services this person leads: each service's page names them as its lead, linking to their page, and their page lists these services. Leave empty for someone who leads none.",
      validation: (rule) => rule.unique().max(4).error("Pick each service once, at most four."),
    }),
    imageWithAlt({
      name: "photo",
      title: "Photo",
      noun: "photo",
      description:
        "Optional. A head-and-shoulders portrait of this person (never a stock or generated picture). Without one, the site shows their initials in a circle.",
    }),
  ],
  preview: {
    select: { title: "name", credentials: "credentials", subtitle: "role", media: "photo" },
    prepare: ({ title, credentials, subtitle, media }) => ({
      title: credentials ? `${title}, ${credentials}` : title,
      subtitle,
      media,
    }),
  },
});
