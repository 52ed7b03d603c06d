import { contactPathGroq, documentPathGroq, linkPageTypes } from "@site/schemas/addresses";
import { accentColorValues, iconNames } from "@site/schemas/colors";
import { z } from "zod";
import { contentSource } from "../env";

// GROQ projections and the zod schemas of what they return, side by side, for the objects that
// several documents share. Every document projection starts with `${documentFields}` so that a
// validation error can name the document.

export const documentFields = "_id, _type";
export const documentBase = z.object({ _id: z.string(), _type: z.string() });

/**
 * A link's address, from the kind of target the editor chose (schemas/objects/link.ts): a page or service
 * page (by reference), the contact form (`/contact/<service>` opens it with that service selected), a
 * file's URL, an email address or another website. A target that cannot be resolved (a deleted page, a
 * file with no asset) leaves `href` empty, which the zod schema refuses naming the document and field.
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
/**
 * A Sanity project's files are served from its asset CDN, at the `url` the Content Lake gives them: an https
 * address, or, when a test points the CDN at a local one (the Content Lake stand-in), an address there.
 */
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

export const seoFields = "seo{title, description}";
export const seo = z.object({ title: z.string().min(1), description: z.string().min(1) });
export type Seo = z.infer<typeof seo>;

/**
 * A figure: the claim it states (its value, its words unless the page words it its own way), and its source line:
 * whose figure it is (or the named study, or how the firm counted) and the period, linking to the case study that
 * proves it when there is one.
 */
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
export const featureFields = "_key, icon, title, text";
export const feature = z.object({ _key: z.string(), icon: iconName.nullish(), title: z.string().min(1), text: z.string().min(1) });
export type Feature = z.infer<typeof feature>;

/** Short texts an editor lists (points, milestones, results), each once: the list is keyed by them. */
export const uniqueTexts = z
  .array(z.string().min(1))
  .refine((texts) => new Set(texts).size === texts.length, "each entry of this list must be different from the others");
