import { defineArrayMember, defineField, defineType } from "sanity";
import { internalLinkTypes } from "../addresses";

/** The tones a callout box can take, each drawn with its own colour and icon. */
export const calloutTones = [
  { title: "Tip", value: "tip" },
  { title: "Note", value: "note" },
  { title: "Warning", value: "warning" },
] as const;

/** A highlighted box inside an article: a tip, a note or a warning, with a short title and text. */
export const callout = defineType({
  name: "callout",
  title: "Callout",
  type: "object",
  fields: [
    defineField({
      name: "tone",
      title: "Tone",
      type: "string",
      initialValue: "note",
      options: { list: [...calloutTones], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required().error("Choose whether the box is a tip, a note or a warning."),
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "A few words in bold at the top of the box.",
      validation: (rule) => rule.required().max(80).error("Give the box a title of at most 80 characters."),
    }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().max(600).error("Write the box's text (at most 600 characters)."),
    }),
  ],
  preview: {
    select: { title: "title", tone: "tone" },
    prepare: ({ title, tone }) => ({
      title: title ?? "Callout",
      subtitle: tone ? `Callout (${tone})` : "Callout",
    }),
  },
});

/**
 * A text block's styles, lists and decorators: what every text editors write offers (an article's body, a legal
 * page's sections). `quotes` adds the Quote style; `annotations` the kinds of link the text may hold.
 */
export const textBlock = ({ quotes, annotations }: { quotes: boolean; annotations: ReturnType<typeof defineArrayMember>[] }) =>
  defineArrayMember({
    type: "block",
    styles: [
      { title: "Normal", value: "normal" },
      { title: "Heading", value: "h2" },
      { title: "Subheading", value: "h3" },
      ...(quotes ? [{ title: "Quote", value: "blockquote" }] : []),
    ],
    lists: [
      { title: "Bullets", value: "bullet" },
      { title: "Numbers", value: "number" },
    ],
    marks: {
      decorators: [
        { title: "Strong", value: "strong" },
        { title: "Emphasis", value: "em" },
      ],
      annotations,
    },
  });

const block = textBlock({
  quotes: true,
  annotations: [
    defineArrayMember({
      name: "link",
      title: "Link to another website",
      type: "object",
      fields: [
        defineField({
          name: "href",
          title: "Address",
          type: "url",
          description: "The full address, starting with https://.",
          validation: (rule) =>
            rule
              .required()
              .uri({ scheme: ["https", "mailto"] })
              .error("Paste a full address starting with https:// (or mailto:)."),
        }),
      ],
    }),
    defineArrayMember({
      name: "internalLink",
      title: "Link to a page of this site",
      type: "object",
      fields: [
        defineField({
          name: "reference",
          title: "Page",
          type: "reference",
          to: internalLinkTypes.map((type) => ({ type })),
          description: "A service, a blog post or a case study. Renaming it later keeps the link working.",
          validation: (rule) => rule.required().error("Choose the page the link leads to."),
        }),
      ],
    }),
  ],
});

const figure = defineArrayMember({
  type: "image",
  name: "image",
  title: "Image",
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "What the image shows, for people who cannot see it.",
      validation: (rule) => rule.required().max(160).error("Describe the image in a sentence (at most 160 characters)."),
    }),
    defineField({
      name: "caption",
      title: "Caption",
      type: "string",
      description: "Shown under the image. Optional.",
      validation: (rule) => rule.max(200),
    }),
  ],
});

/**
 * Article text (a post's body, a case study's story): paragraphs, headings, lists, quotes, links to other
 * websites or to pages of this site, callout boxes and images with their alternative text.
 */
export const richTextMembers = [block, defineArrayMember({ type: "callout" }), figure];
