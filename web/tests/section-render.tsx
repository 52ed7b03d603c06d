// Render tests of sections (sections/sections-render.test.tsx): each section type's instances read from the bundled
// dataset through its own projection and zod schema, as lib/content reads a page's sections, drawn to static
// HTML by its component, and the markup read back (headings, links) without a browser.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import { accentClasses, siteAccent } from "@/components/ui/accent";
import { contentQuery, createFetcher } from "@/lib/content/fetch";
import { type AccentColor, accentColor, type IconName, iconName } from "@/lib/content/fragments";
import { siteSettingsQuery } from "@/lib/content/site-settings";
import { createLocalSource, defaultDatasetFile } from "@/lib/content/source-local";
import type { SectionQuery } from "@/sections/define";
import type { SectionContext } from "@/sections/types";

const fetchBundled = createFetcher(createLocalSource(defaultDatasetFile));

/** A document composed of sections (a page, a service): what a section's context takes from it. */
const host = z.object({
  _id: z.string(),
  _type: z.string(),
  title: z.string(),
  color: accentColor.nullish(),
  icon: iconName.nullish(),
  sections: z.array(z.looseObject({ _key: z.string(), _type: z.string() })),
});

/** One section of the dataset as its type's projection returns it (before its zod schema), and where it stands. */
export type Instance = { raw: { _key: string; _type: string }; document: z.infer<typeof host>; context: SectionContext };

/**
 * Every published section of a type in the bundled dataset, projected as a page's `sections[]` is
 * (sections/index.ts's `sectionFieldsFor`: `^` the section, `^.^` its document), with the context its page draws it in.
 */
export async function sectionsOfType(query: SectionQuery): Promise<Instance[]> {
  const [settings, documents] = await Promise.all([
    fetchBundled(siteSettingsQuery),
    fetchBundled(
      contentQuery(
        `${query.type}Instances`,
        `*[defined(sections)] | order(_id asc){_id, _type, title, color, icon,
          sections[]{_key, _type, _type == "${query.type}" => {${query.fields}}}}`,
        z.array(host),
      ),
    ),
  ]);
  const moment = Date.now();
  return documents.flatMap((document) =>
    document.sections
      .filter((section) => section._type === query.type)
      .map((raw) => ({
        raw,
        document,
        context: {
          settings,
          band: "plain",
          ...(document._type === "service" && document.color && document.icon
            ? { accent: accentClasses[document.color], service: serviceOf(document.title, document.color, document.icon) }
            : { accent: siteAccent }),
          servicesAnchor: document.sections.find((section) => section._type === "serviceGrid")?._key,
          listing: { page: 1 },
          careers: { moment, state: {} },
          events: { moment, page: 1 },
        },
      })),
  );
}

const serviceOf = (title: string, color: AccentColor, icon: IconName) => ({ title, color, icon });

/** The longest instance (its JSON): the one with the most items and words. */
export const longest = (instances: Instance[]) =>
  instances.reduce((a, b) => (JSON.stringify(b.raw).length > JSON.stringify(a.raw).length ? b : a));

/**
 * A section emptied of everything its schema lets go: each optional field set to null (what GROQ gives for a
 * missing one) and each array shortened to the fewest items its schema takes, down through nested objects.
 */
export function emptied<T>(raw: T, valid: (candidate: unknown) => boolean): T {
  const root = structuredClone(raw);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      while (node.length > 0) {
        const last = node.pop();
        if (!valid(root)) {
          node.push(last);
          break;
        }
      }
      node.forEach(visit);
    } else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (key.startsWith("_") || value === null) continue;
        record[key] = null;
        if (valid(root)) continue;
        record[key] = value;
        visit(value);
      }
    }
  };
  visit(root);
  return root;
}

/**
 * Static HTML of a component as the server renders it. renderToStaticMarkup cannot wait: an async server
 * component (one that reads before it draws) is awaited first, and its result rendered.
 */
export async function renderComponent<Props extends object>(
  Component: (props: Props) => ReactNode | Promise<ReactNode>,
  props: Props,
): Promise<string> {
  const Drawn = Component as (props: Props) => ReactNode;
  const node = Component.constructor.name === "AsyncFunction" ? await Component(props) : <Drawn {...props} />;
  return renderToStaticMarkup(node);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (!name.startsWith("#")) return entities[name] ?? whole;
    return String.fromCodePoint(name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
/** Words as a reader gets them: tags dropped, entities decoded, white space collapsed. */
export const words = (text: string) => text.replace(/\s+/g, " ").trim();
const textOf = (html: string) => words(decode(html.replace(/<[^>]*>/g, "")));
/** The words of the markup as a reader reads them, visually hidden ones included. */
export const readText = (html: string) => textOf(html.replace(/></g, "> <"));

/** The headings of the markup, in order: their level and words. */
export const headingsIn = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, level, inner]) => ({
    level: Number(level),
    text: textOf(inner ?? ""),
  }));

/** The links of the markup, in order: their address (null without one) and words (visually hidden ones included). */
export const linksIn = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => {
    const href = /\shref="([^"]*)"/.exec(attributes ?? "")?.[1];
    return { href: href === undefined ? null : decode(href), text: textOf(inner ?? "") };
  });

/** What a reader would see as broken: a value printed as `undefined`, `null`, `NaN` or an object, or an empty element. */
export function brokenIn(html: string): string[] {
  const text = decode(html.replace(/<[^>]*>/g, " "));
  const values = [...text.matchAll(/\b(?:undefined|null|NaN)\b|\[object Object\]/g)].map(([found]) => `the text "${found}"`);
  const attributes = [...html.matchAll(/\s[\w-]+="(?:undefined|null|NaN|\[object Object\])"/g)].map(([found]) => `the attribute${found}`);
  const empty = [...html.matchAll(/<(h[1-6]|p|li|dt|dd|a|button|label|figcaption|blockquote)\b[^>]*>\s*<\/\1>/g)].map(
    ([found]) => `the empty ${found}`,
  );
  return [...values, ...attributes, ...empty];
}
