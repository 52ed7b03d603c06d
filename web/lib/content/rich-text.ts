import { documentPathGroq, internalLinkTypes } from "@site/schemas/addresses";
import { z } from "zod";
import { imageAsset, imageAssetField, imageData } from "./image";

// Article text (schemas/objects/rich-text.ts). Links to this site's pages are references whose address is computed
// here, so a renamed page never breaks them; a link whose page was deleted fails the build, naming it.

/** The projection of an article's blocks: every field, internal links' addresses, images' URLs. */
export const richTextFields = `...,
  _type == "block" => { markDefs[]{ ..., _type == "internalLink" => { "href": coalesce(${documentPathGroq("reference->", internalLinkTypes)}, "") } } },
  _type == "image" => { ${imageAssetField} }`;

const span = z.object({ _type: z.literal("span"), _key: z.string(), text: z.string(), marks: z.array(z.string()).optional() });
const markDef = z.discriminatedUnion("_type", [
  z.object({ _key: z.string(), _type: z.literal("link"), href: z.string().regex(/^(https:\/\/|mailto:)./, "a link needs a full address") }),
  z.object({
    _key: z.string(),
    _type: z.literal("internalLink"),
    href: z.string().regex(/^\/./, "the link leads to a page that no longer exists: choose another"),
  }),
]);

export const textBlock = z.object({
  _type: z.literal("block"),
  _key: z.string(),
  style: z.enum(["normal", "h2", "h3", "blockquote"]).optional(),
  listItem: z.enum(["bullet", "number"]).optional(),
  level: z.number().int().min(1).optional(),
  markDefs: z.array(markDef).optional(),
  children: z.array(span).min(1),
});
export const calloutBlock = z.object({
  _type: z.literal("callout"),
  _key: z.string(),
  tone: z.enum(["tip", "note", "warning"]),
  title: z.string().min(1),
  text: z.string().min(1),
});
export const imageBlock = imageData.extend({
  _type: z.literal("image"),
  _key: z.string(),
  alt: z.string().min(1, "the image needs its alternative text"),
  caption: z.string().nullish(),
  asset: imageAsset,
});

export type ImageBlock = z.infer<typeof imageBlock>;

export const richText = z.array(z.discriminatedUnion("_type", [textBlock, calloutBlock, imageBlock])).min(1);
export type RichText = z.infer<typeof richText>;

/** Words per minute the reading time assumes (an adult reading non-fiction on a screen). */
export const wordsPerMinute = 200;

/** The words an article's text holds: its blocks' spans and its callouts' titles and texts. */
export function countWords(texts: readonly (string | null | undefined)[]): number {
  return texts.reduce((count, text) => count + (text?.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0), 0);
}

/** Minutes to read that many words, rounded up, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / wordsPerMinute));

/** The projection of an article's readable text, for its reading time (one string per block or callout). */
export const readableTextFields = (field: string) =>
  `"words": [...${field}[_type == "block"].children[].text, ...${field}[_type == "callout"].title, ...${field}[_type == "callout"].text]`;
export const readableText = z.array(z.string().nullable());
