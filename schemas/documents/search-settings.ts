import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredString } from "../objects/fields";

/** Required words that must name each of `placeholders` (filled in by the site). */
const withPlaceholders = (name: string, title: string, placeholders: string[], description: string) =>
  defineField({
    name,
    title,
    type: "string",
    description: `${description} Write ${placeholders.join(" and ")} where the site fills them in.`,
    validation: (rule) =>
      rule.required().custom((value) => {
        const missing = placeholders.filter((placeholder) => typeof value !== "string" || !value.includes(placeholder));
        return missing.length === 0 ? true : `Write ${missing.join(" and ")} in this text.`;
      }),
  });

/** Plural categories a language may use (Unicode CLDR); English uses one and other. */
const pluralForms = [
  { name: "zero", title: "None (0), in languages that say it differently" },
  { name: "one", title: "One" },
  { name: "two", title: "Two, in languages that have a form for it" },
  { name: "few", title: "Few, in languages that have a form for it" },
  { name: "many", title: "Many, in languages that have a form for it" },
  { name: "other", title: "Any other number" },
] as const;

/**
 * One document (id `searchSettings`): how the site's search understands visitors and what it says back.
 * Synonyms widen a search (RCM finds revenue cycle); the results line has a form per plural category of
 * the site's language; a search that finds nothing suggests the nearest word and ways to browse.
 */
export const searchSettings = defineType({
  name: "searchSettings",
  title: "Search",
  type: "document",
  fields: [
    defineField({
      name: "synonyms",
      title: "Synonyms",
      type: "array",
      description: "Words visitors use for what the site calls otherwise: a search for the word also finds what its meanings find.",
      of: [
        defineArrayMember({
          type: "object",
          name: "synonym",
          fields: [
            requiredString("term", "Word or abbreviation"),
            defineField({
              name: "means",
              title: "Means",
              type: "array",
              of: [{ type: "string" }],
              description: "Words or phrases it stands for, for example revenue cycle for RCM.",
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: "term" } },
        }),
      ],
    }),
    defineField({
      name: "resultsCount",
      title: "Results line",
      type: "object",
      description: "Above the results, one form per kind of number; {count} is the number found and {query} the words searched.",
      fields: pluralForms.map(({ name, title }) =>
        defineField({
          name,
          title,
          type: "string",
          validation: (rule) =>
            (name === "other" || name === "one" ? rule.required() : rule).custom((value) =>
              value === undefined || (typeof value === "string" && value.includes("{query}"))
                ? true
                : "Write {query} where the words searched go.",
            ),
        }),
      ),
      validation: (rule) => rule.required(),
    }),
    withPlaceholders(
      "didYouMeanText",
      "Did you mean",
      ["{suggestion}"],
      "When a search finds little or nothing and a word of the site is close to it.",
    ),
    requiredString("browseTopicsHeading", "Nothing found: topics heading", "Over links to the blog's topics when nothing matches."),
    requiredString("browseServicesHeading", "Nothing found: services heading", "Over links to the services when nothing matches."),
    requiredString("authorTypeLabel", "Label of an author in results", "For example Author."),
    requiredString("pageTypeLabel", "Label of a page in results", "For example Page: About, Careers or a service found by its text."),
  ],
  preview: { prepare: () => ({ title: "Search" }) },
});
