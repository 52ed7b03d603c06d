import { contactPathGroq, documentPathGroq, linkPageTypes } from "@site/schemas/addresses";
import { accentColorValues, iconNames } from "@site/schemas/colors";
import { z } from "zod";
import { text } from "@/sections/define";
import { contentSource } from "../env";

// GROQ projections and the zod schemas of what they return, for the objects several documents share. Every document
// projection starts with `${documentFields}` so that a validation error can name the document.

export const documentFields = "_id, _type";
export const documentBase = z.object({ _id: z.string(), _type: z.string() });

/**
 * A link's address, from the kind of target the editor chose (schemas/objects/link.ts). A target that cannot be
 * resolved (a deleted page, a file with no asset) leaves `href` empty, which the zod schema refuses by name.
 */
export const linkFields = `_key, label,
  "href": coalesce(select(
    to == "page" => ${documentPathGroq("page->", linkPageTypes)},
    to == "contact" => ${contactPathGroq("service")},
    to == "file" => file.asset->url,
    to == "email" => "mailto:" + email,
    to == "url" => url
  ), ""),
  "file": select(to == "file" => file.asset->{size, extension})`;
/** A Sanity project's files are at its asset CDN's address (https, or a local stand-in's in tests). */
const assetFiles = contentSource.kind === "sanity" ? `${contentSource.cdnUrl}/files/` : undefined;
const leadsSomewhere = (href: string) =>
  /^(\/|https:\/\/.|mailto:.)/.test(href) || (assetFiles !== undefined && href.startsWith(assetFiles));

export const link = z.object({
  _key: z.string().nullish(),
  label: z.string().min(1),
  href: z.string().refine(leadsSomewhere, "the link leads nowhere: choose its page, file or address"),
  /** A download's type and size, shown beside its label. */
  file: z.object({ size: z.number().int().nonnegative(), extension: z.string().min(1) }).nullish(),
});
export type Link = z.infer<typeof link>;

export const keyedLinks = z.array(link.extend({ _key: z.string() }));

export const httpsAddress = z.string().regex(/^https:\/\/./, "an https:// address");

export const seoFields = "seo{title, description}";
export const seo = z.object({ title: text, description: text });
export type Seo = z.infer<typeof seo>;

/** A figure: the claim it states (in the page's words if it has its own), its source and period, and its case study if any. */
export const statFields = `_key, "value": claim->value, "label": coalesce(label, claim->label),
  "source": select(
    claim->source.kind == "caseStudy" => claim->scope,
    claim->source.kind == "study" => claim->source.study,
    claim->source.method
  ) + ", " + claim->period,
  "caseStudy": select(claim->source.kind == "caseStudy" => claim->source.caseStudy->{"slug": slug.current})`;
export const stat = z.object({
  _key: z.string(),
  value: z.string().min(1),
  label: z.string().min(1),
  source: z.string().nullish(),
  caseStudy: z.object({ slug: z.string().min(1) }).nullish(),
});
export type Stat = z.infer<typeof stat>;

export const accentColor = z.enum(accentColorValues);
export type AccentColor = z.infer<typeof accentColor>;

export const iconName = z.enum(iconNames);
export type IconName = z.infer<typeof iconName>;

/** A titled point with an optional icon (schema type `feature`): principles, reasons, steps, areas. */
export const feature = z.object({ _key: z.string(), icon: iconName.nullish(), title: text, text });

/** Short texts an editor lists (points, milestones, results), each once: the list is keyed by them. */
export const uniqueTexts = z
  .array(z.string().min(1))
  .refine((texts) => new Set(texts).size === texts.length, "each entry of this list must be different from the others");
