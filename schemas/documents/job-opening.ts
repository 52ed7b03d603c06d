import { defineField, defineType } from "sanity";
import { careersFacets } from "../addresses";
import { descriptionBodyField, documentOf, listedSlugField, optionalSeoField, placeFields } from "../objects/listed-document";

/** Where the work is done; a remote opening names the countries applicants may work from. */
export const workplaces = [
  { title: "On site", value: "onsite" },
  { title: "Hybrid (on site some days)", value: "hybrid" },
  { title: "Remote", value: "remote" },
] as const;
export type Workplace = (typeof workplaces)[number]["value"];

/** Google's employment types (JobPosting employmentType), the words shown come from the Careers page. */
export const employmentTypes = [
  { title: "Full time", value: "FULL_TIME" },
  { title: "Part time", value: "PART_TIME" },
  { title: "Contractor", value: "CONTRACTOR" },
  { title: "Temporary", value: "TEMPORARY" },
  { title: "Internship", value: "INTERN" },
] as const;

/** What a pay range is per (JobPosting baseSalary's unitText); the words shown come from the Careers page. */
export const payUnits = [
  { title: "Year", value: "YEAR" },
  { title: "Hour", value: "HOUR" },
] as const;

type Opening = {
  workplace?: Workplace;
  datePosted?: string;
  apply?: { method?: string };
  location?: { region?: string; country?: string };
  applicantCountries?: string[];
};
const openingOf = (context: { document?: unknown }) => documentOf<Opening>(context);

/**
 * US states whose pay-transparency laws ask a job posting for its pay range (California, Colorado, Connecticut,
 * District of Columbia, Hawaii, Illinois, Maryland, Massachusetts, Minnesota, Nevada, New Jersey, New York, Rhode
 * Island, Vermont, Washington). Colorado's, New York's and Washington's reach a remote role that could be done there,
 * so a remote role open to US applicants needs one too.
 */
export const payTransparencyStates = ["CA", "CO", "CT", "DC", "HI", "IL", "MD", "MA", "MN", "NV", "NJ", "NY", "RI", "VT", "WA"];

/** Whether the law of the opening's place asks its posting for a pay range. */
export function needsPayRange(opening: Opening): boolean {
  if (opening.workplace === "remote") return (opening.applicantCountries ?? []).includes("US");
  return opening.location?.country === "US" && payTransparencyStates.includes(opening.location.region ?? "");
}

/** The pay range: from, to, its currency and what it is per (Google's JobPosting baseSalary). */
const payRangeField = defineField({
  name: "payRange",
  title: "Pay range",
  type: "object",
  description:
    "The pay offered, lowest to highest. Required where the law of the role's place asks for it: an office in a pay-transparency state (CA, CO, NY, WA, MA and others), or a remote role open to US applicants.",
  fields: [
    defineField({ name: "min", title: "From", type: "number", validation: (rule) => rule.required().positive() }),
    defineField({
      name: "max",
      title: "To",
      type: "number",
      validation: (rule) => rule.required().positive().min(rule.valueOfField("min")).error("“To” is at least “From”."),
    }),
    defineField({
      name: "currency",
      title: "Currency",
      type: "string",
      description: "Three capital letters (ISO 4217), for example USD.",
      initialValue: "USD",
      validation: (rule) =>
        rule
          .required()
          .regex(/^[A-Z]{3}$/)
          .error("Three capital letters, for example USD."),
    }),
    defineField({
      name: "unit",
      title: "Per",
      type: "string",
      options: { list: [...payUnits], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) =>
    rule.custom((range: unknown, context) =>
      !range && needsPayRange(openingOf(context))
        ? "The law of this role's place asks for its pay range (a pay-transparency state, or a remote role open to US applicants)."
        : true,
    ),
});

/**
 * A job opening: listed on /careers (filtered by practice and location) until its closing date, and read at
 * /careers/<slug>. After its closing date it leaves the list and its page says it is closed. Applications go
 * to the route the opening names (an applicant-tracking address or an email): the site holds no résumé.
 */
export const jobOpening = defineType({
  name: "jobOpening",
  title: "Job opening",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required().max(90).error("Write the role's title (at most 90 characters)."),
    }),
    listedSlugField({
      description: "The opening is at /careers/<address>. Generate it from the title.",
      reserved: careersFacets,
      taken: (current) => `“${current}” belongs to the careers filters; choose another.`,
    }),
    defineField({
      name: "practice",
      title: "Practice",
      type: "reference",
      to: [{ type: "service" }],
      description: "The service line the role joins; /careers filters openings by it.",
      validation: (rule) => rule.required().error("Choose the practice (a service) the role joins."),
    }),
    defineField({
      name: "workplace",
      title: "Workplace",
      type: "string",
      options: { list: [...workplaces], layout: "radio" },
      validation: (rule) => rule.required().error("Say whether the role is on site, hybrid or remote."),
    }),
    defineField({
      name: "location",
      title: "Office",
      type: "object",
      description: "Where an on-site or hybrid role works. /careers filters openings by city.",
      hidden: ({ document }) => (document as Opening | undefined)?.workplace === "remote",
      fields: [...placeFields],
      validation: (rule) =>
        rule.custom((location: { city?: string; country?: string } | undefined, context) => {
          if (openingOf(context).workplace === "remote") return true;
          return location?.city && location.country ? true : "An on-site or hybrid role needs its office's city and country.";
        }),
    }),
    defineField({
      name: "applicantCountries",
      title: "Countries applicants may work from",
      type: "array",
      description: "For a remote role: the countries (two letters, for example US) where the firm can employ the person.",
      of: [{ type: "string" }],
      hidden: ({ document }) => (document as Opening | undefined)?.workplace !== "remote",
      validation: (rule) =>
        rule.custom((countries: string[] | undefined, context) => {
          if (openingOf(context).workplace !== "remote") return true;
          if (!countries?.length) return "A remote role names at least one country applicants may work from.";
          return countries.every((country) => /^[A-Z]{2}$/.test(country))
            ? true
            : "Give each country as two capital letters, for example US.";
        }),
    }),
    defineField({
      name: "employmentType",
      title: "Employment type",
      type: "string",
      options: { list: [...employmentTypes], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    payRangeField,
    defineField({
      name: "summary",
      title: "Summary",
      type: "text",
      rows: 3,
      description: "Two sentences on the opening's card and in search results.",
      validation: (rule) => rule.required().max(260).error("Write a summary of at most 260 characters."),
    }),
    descriptionBodyField({ description: "The role, what the person will do and what they bring.", missing: "Describe the role." }),
    defineField({
      name: "datePosted",
      title: "Date posted",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "validThrough",
      title: "Closing date",
      type: "datetime",
      description: "The moment the opening closes: it leaves /careers then, and its page says it is closed.",
      validation: (rule) =>
        rule.required().custom((validThrough: string | undefined, context) => {
          const posted = openingOf(context).datePosted;
          return validThrough && posted && validThrough.slice(0, 10) < posted
            ? "The closing date cannot come before the date posted."
            : true;
        }),
    }),
    defineField({
      name: "apply",
      title: "How to apply",
      type: "object",
      description: "Where applicants send their application and résumé: the website takes none.",
      fields: [
        defineField({
          name: "method",
          title: "Route",
          type: "string",
          options: {
            list: [
              { title: "Applicant-tracking page", value: "url" },
              { title: "Email", value: "email" },
            ],
            layout: "radio",
          },
        }),
        defineField({
          name: "url",
          title: "Applicant-tracking address",
          type: "url",
          hidden: ({ parent }) => (parent as { method?: string } | undefined)?.method !== "url",
          validation: (rule) =>
            rule.uri({ scheme: ["https"] }).custom((url: string | undefined, context) => {
              return openingOf(context).apply?.method === "url" && !url ? "Give the applicant-tracking page's https:// address." : true;
            }),
        }),
        defineField({
          name: "email",
          title: "Email address",
          type: "string",
          hidden: ({ parent }) => (parent as { method?: string } | undefined)?.method !== "email",
          validation: (rule) =>
            rule.custom((email: string | undefined, context) => {
              if (openingOf(context).apply?.method !== "email") return true;
              return email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? true : "Give the email address applications go to.";
            }),
        }),
      ],
      validation: (rule) =>
        rule.required().custom((apply: { method?: string } | undefined) => (apply?.method ? true : "Choose how to apply.")),
    }),
    optionalSeoField("summary"),
  ],
  orderings: [{ title: "Newest first", name: "postedDesc", by: [{ field: "datePosted", direction: "desc" }] }],
  preview: { select: { title: "title", subtitle: "practice.title" } },
});
