import { accentColorValues, iconNames } from "@site/schemas/colors";
import { z } from "zod";

// GROQ projections and the zod schemas of what they return, side by side, for the objects that
// several documents share. Every document projection starts with `${documentFields}` so that a
// validation error can name the document.

export const documentFields = "_id, _type";
export const documentBase = z.object({ _id: z.string(), _type: z.string() });

/** A link's address; a link to the contact form with a service opens the form's page with it selected. */
export const linkHref = `"href": coalesce(select(href == "/contact" && defined(service) => "/contact/" + service), href)`;
export const linkFields = `_key, label, ${linkHref}`;
export const link = z.object({
  _key: z.string().optional(),
  label: z.string().min(1),
  href: z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, "a link starts with /, https://, mailto: or tel:"),
});
export type Link = z.infer<typeof link>;

export const keyedLinks = z.array(link.extend({ _key: z.string() }));

export const seoFields = "seo{title, description}";
export const seo = z.object({ title: z.string().min(1), description: z.string().min(1) });
export type Seo = z.infer<typeof seo>;

export const statFields = "_key, value, label";
export const stat = z.object({ _key: z.string(), value: z.string().min(1), label: z.string().min(1) });
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
