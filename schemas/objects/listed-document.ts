import { defineField } from "sanity";
import { richTextMembers } from "./rich-text";
import { addressTakenMessage, uniqueToSanity } from "./slug";

/**
 * Fields that the documents listed under an address of their own (a post at /blog/<slug>, an event at
 * /events/<slug>, a job opening at /careers/<slug>) share: the address, the place (an event's venue, an
 * opening's office), the rich-text description, and the optional search and sharing fields.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The document being edited, as a field's rule sees it (empty before it has one). */
export const documentOf = <Doc>(context: { document?: unknown }) => (context.document ?? {}) as Doc;

/** A post's or an event's title. */
export const titleField = defineField({
  name: "title",
  title: "Title",
  type: "string",
  validation: (rule) => rule.required().max(100).error("Write a title of at most 100 characters."),
});

/**
 * The address: generated from the title, lower-case words and dashes, never one of the list's own pages
 * (`reserved`); `taken` says whose a reserved word is.
 */
export function listedSlugField({
  description,
  reserved,
  taken,
}: {
  description: string;
  reserved: readonly string[];
  taken: (current: string) => string;
}) {
  return defineField({
    name: "slug",
    title: "Address",
    type: "slug",
    description,
    options: { source: "title", maxLength: 80, isUnique: uniqueToSanity },
    validation: (rule) =>
      rule.required().custom(async (slug: { current?: string } | undefined, context) => {
        const current = slug?.current;
        if (!current) return "Generate the address from the title.";
        if (!slugPattern.test(current)) return "Use lower-case letters, digits and dashes only.";
        if (reserved.includes(current)) return taken(current);
        return (await addressTakenMessage(current, context as Parameters<typeof addressTakenMessage>[1])) ?? true;
      }),
  });
}

/** A place's city, state or region, and country code (ISO 3166). */
export const placeFields = [
  defineField({ name: "city", title: "City", type: "string", validation: (rule) => rule.max(60) }),
  defineField({ name: "region", title: "State or region", type: "string", validation: (rule) => rule.max(60) }),
  defineField({
    name: "country",
    title: "Country code",
    type: "string",
    description: "Two letters (ISO 3166), for example US.",
    validation: (rule) => rule.regex(/^[A-Z]{2}$/).error("Two capital letters, for example US."),
  }),
];

/** The rich-text description of the page; `missing` tells an editor who left it empty what to write. */
export function descriptionBodyField({ description, missing }: { description?: string; missing: string }) {
  return defineField({
    name: "body",
    title: "Description",
    type: "array",
    ...(description ? { description } : {}),
    of: richTextMembers,
    validation: (rule) => rule.required().min(1).error(missing),
  });
}

/** The optional search and sharing fields: without them, search results show the title and `instead` (the summary, the excerpt). */
export const optionalSeoField = (instead: string) =>
  defineField({
    name: "seo",
    title: "Search and sharing",
    type: "seo",
    description: `Optional: without it, search results show the title and the ${instead}.`,
  });
