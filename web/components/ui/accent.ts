import type { AccentColor } from "@/lib/content/fragments";

/**
 * An editor picks a colour by name; this maps each name to classes written out in full (Tailwind only
 * generates classes it can see). Tints are light and text is the 700/800 shade, so every pair is AA.
 * `topBar` colours a ::before stripe (see `topStripe`), for elements that may not hold a decorative child.
 */
export const accentClasses: Record<AccentColor, { soft: string; text: string; bar: string; topBar: string }> = {
  teal: { soft: "bg-teal-50", text: "text-teal-800", bar: "bg-teal-600", topBar: "before:bg-teal-600" },
  blue: { soft: "bg-blue-50", text: "text-blue-800", bar: "bg-blue-600", topBar: "before:bg-blue-600" },
  indigo: { soft: "bg-indigo-50", text: "text-indigo-800", bar: "bg-indigo-600", topBar: "before:bg-indigo-600" },
  violet: { soft: "bg-violet-50", text: "text-violet-800", bar: "bg-violet-600", topBar: "before:bg-violet-600" },
  rose: { soft: "bg-rose-50", text: "text-rose-800", bar: "bg-rose-600", topBar: "before:bg-rose-600" },
  amber: { soft: "bg-amber-50", text: "text-amber-800", bar: "bg-amber-500", topBar: "before:bg-amber-500" },
  emerald: { soft: "bg-emerald-50", text: "text-emerald-800", bar: "bg-emerald-600", topBar: "before:bg-emerald-600" },
  cyan: { soft: "bg-cyan-50", text: "text-cyan-800", bar: "bg-cyan-600", topBar: "before:bg-cyan-600" },
  sky: { soft: "bg-sky-50", text: "text-sky-800", bar: "bg-sky-600", topBar: "before:bg-sky-600" },
  slate: { soft: "bg-slate-100", text: "text-slate-800", bar: "bg-slate-600", topBar: "before:bg-slate-600" },
};

/** A 4px stripe across the top of a `relative` element, drawn as ::before (no extra element). */
export const topStripe = "before:absolute before:inset-x-0 before:top-0 before:h-1 before:content-['']";

export type Accent = (typeof accentClasses)[AccentColor];

/** The site's own colour, for sections on pages that are not a service's. */
export const siteAccent: Accent = { soft: "bg-primary-soft", text: "text-primary", bar: "bg-primary", topBar: "before:bg-primary" };
