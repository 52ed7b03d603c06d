import { z } from "zod";
import { caseStudyCard, caseStudyCardFields, caseStudyCardLabels } from "./case-study";
import { categoriesWithPostsFields, categoryWithDescription } from "./category";
import { contactPageContent, contactPageFields } from "./contact-page";
import { iconName, keyedLinks, link, linkFields, stat, statFields, uniqueTexts } from "./fragments";
import { personCard, personCardFields } from "./person";
import { newestFirst, postCard, postCardFields } from "./post";
import { serviceCard, serviceCardFields } from "./service";

// The sections every page is composed from (schemas/objects/sections/*): each one's GROQ projection and
// zod schema side by side, one name for the schema type, this entry and its component
// (components/sections/registry.tsx). A section that lists other documents (service cards, case
// studies, posts) brings them in its own projection, so a page is one query.

const text = z.string().min(1);
const optionalText = z.string().nullish();
const base = { _key: z.string() };
const headed = { ...base, heading: text, intro: optionalText };
const headingFields = "heading, intro";

const section = <Type extends string, Shape extends z.ZodRawShape>(type: Type, fields: string, shape: Shape) => ({
  type,
  fields,
  schema: z.object({ ...base, _type: z.literal(type), ...shape }),
});

/** The words every case-study card and every link to a case study share (Blog and case studies document). */
const publication = `*[_type == "publication" && _id == "publication"][0]`;

const feature = z.object({ _key: z.string(), icon: iconName.nullish(), title: text, text });

const homeHero = section("homeHero", `eyebrow, heading, text, exploreLabel, consultCta{${linkFields}}, highlights[]{${statFields}}`, {
  eyebrow: optionalText,
  heading: text,
  text,
  exploreLabel: text,
  consultCta: link,
  highlights: z.array(stat).nullish(),
});
/**
 * On a service page, the people who lead the service (those naming it among the services they lead, `^.^` is
 * the page's document) and the words before their names; on other pages no one names the page, so none.
 */
const pageHero = section(
  "pageHero",
  `backLink{${linkFields}}, eyebrow, heading, intro,
  "leads": *[_type == "author" && ^.^._id in practices[]._ref] | order(name asc){${personCardFields}},
  "leadLabels": ${publication}{practiceLeadLabel, practiceLeadsLabel}`,
  {
    backLink: link.nullish(),
    eyebrow: optionalText,
    heading: text,
    intro: text,
    leads: z.array(personCard),
    leadLabels: z.object({ practiceLeadLabel: text, practiceLeadsLabel: text }),
  },
);
const legalText = section("legalText", "heading, dateLabel, date, intro, body", {
  heading: text,
  dateLabel: text,
  date: z.iso.date(),
  intro: text,
  body: z
    .array(
      z.object({
        _type: z.literal("block"),
        _key: z.string(),
        style: z.enum(["normal", "h2", "h3"]).optional(),
        listItem: z.enum(["bullet", "number"]).optional(),
        level: z.number().int().min(1).optional(),
        markDefs: z.array(z.object({ _key: z.string(), _type: z.string() })).optional(),
        children: z
          .array(z.object({ _type: z.literal("span"), _key: z.string(), text: z.string(), marks: z.array(z.string()).optional() }))
          .min(1),
      }),
    )
    .min(1),
});
const statements = section("statements", "items[]{_key, icon, heading, text}", {
  items: z.array(z.object({ _key: z.string(), icon: iconName.nullish(), heading: text, text })).min(1),
});
const featureList = section(
  "featureList",
  `${headingFields}, columns, items[]{_key, icon, title, text, points, highlight}, link{${linkFields}}`,
  {
    ...headed,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).nullish(),
    items: z.array(feature.extend({ points: uniqueTexts.nullish(), highlight: optionalText })).min(1),
    link: link.nullish(),
  },
);
const fernApproach = section("fernApproach", `${headingFields}, stages[]{_key, icon, title, text}`, {
  ...headed,
  stages: z.array(feature).min(1),
});
const processSteps = section("processSteps", `${headingFields}, layout, steps[]{_key, label, icon, title, desc, activities, side}`, {
  ...headed,
  layout: z.enum(["steps", "timeline"]),
  steps: z
    .array(
      z.object({
        _key: z.string(),
        label: optionalText,
        icon: iconName.nullish(),
        title: text,
        desc: text,
        activities: uniqueTexts.nullish(),
        side: z.enum(["left", "right"]).nullish(),
      }),
    )
    .min(1),
});
const timeline = section("timeline", `${headingFields}, phases[]{_key, years, title, text, milestones}`, {
  ...headed,
  phases: z.array(z.object({ _key: z.string(), years: text, title: text, text, milestones: uniqueTexts.min(1) })).min(1),
});
const statGrid = section("statGrid", `${headingFields}, stats[]{${statFields}}`, { ...headed, stats: z.array(stat).min(1) });
const statBand = section("statBand", `${headingFields}, stats[]{${statFields}}`, { ...headed, stats: z.array(stat).min(1) });
/**
 * A story told in full by a case study shows that case study's client and results (never figures of its own, so
 * the two cannot disagree) and links to its page; another story gives its own client and figures.
 */
const successStories = section(
  "successStories",
  `${headingFields}, stories[]{_key, client, summary, results[]{${statFields}}, "caseStudy": caseStudy->{"slug": slug.current, client, results}},
  "readCaseStudyLabel": ${publication}.readCaseStudyLabel`,
  {
    ...headed,
    stories: z
      .array(
        z
          .object({
            _key: z.string(),
            client: optionalText,
            summary: text,
            results: z.array(stat).nullish(),
            caseStudy: caseStudyCard.pick({ slug: true, client: true, results: true }).nullish(),
          })
          .refine((story) => story.caseStudy ?? (story.client && story.results?.length), {
            message: "a success story names its client and gives figures, or picks the case study it tells short",
          }),
      )
      .min(1),
    readCaseStudyLabel: text,
  },
);
/** Case studies the editor picked, in that order; one since deleted (a dangling reference) is left out. */
const featuredOutcomes = section(
  "featuredOutcomes",
  `${headingFields}, "studies": caseStudies[]->{${caseStudyCardFields}}, "readCaseStudyLabel": ${publication}.readCaseStudyLabel`,
  {
    ...headed,
    studies: z
      .array(caseStudyCard.nullable())
      .transform((studies) => studies.filter((study) => study !== null))
      .pipe(z.array(caseStudyCard).min(1, "featured outcomes need at least one case study")),
    readCaseStudyLabel: text,
  },
);
/** A client's words and what they are about: the case study or service it links to. */
const testimonialItem = z.object({
  _id: z.string(),
  quote: text,
  name: optionalText,
  role: text,
  organization: text,
  consent: z.boolean().nullish(),
  about: z.object({ _type: z.enum(["caseStudy", "service"]), title: text, slug: text }).nullish(),
});
export type Testimonial = z.infer<typeof testimonialItem>;
/**
 * The testimonials picked, in that order. Only those whose client agreed are shown (the Studio will not publish
 * one without that consent; a draft never reaches the site); a deleted one is left out.
 */
const testimonials = section(
  "testimonials",
  `${headingFields}, "items": items[]->{_id, quote, name, role, organization, consent, "about": about->{_type, title, "slug": slug.current}}`,
  {
    ...headed,
    items: z.array(testimonialItem.nullable()).transform((items) => items.filter((item): item is Testimonial => item?.consent === true)),
  },
);
/** The most posts a Latest insights section shows (its schema's maximum): its query reads no more. */
const latestPostsMax = 6;
/** The newest posts (as many as the section's count), and the words of their cards. */
const latestInsights = section(
  "latestInsights",
  `${headingFields}, count, link{${linkFields}},
  "posts": *[_type == "post"] | ${newestFirst}[0...${latestPostsMax}]{${postCardFields}},
  "labels": ${publication}{byLabel, readingTimeLabel}`,
  {
    ...headed,
    count: z.number().int().min(1).max(latestPostsMax),
    link: link.nullish(),
    posts: z.array(postCard),
    labels: z.object({ byLabel: text, readingTimeLabel: text }),
  },
);
const tagList = section("tagList", `${headingFields}, tags`, { ...headed, tags: uniqueTexts.min(1) });
/** The people picked, in the editor's order; a person since deleted (a dangling reference) is left out. */
const leadership = section("leadership", `heading, text, "people": people[]->{${personCardFields}}`, {
  heading: text,
  text,
  people: z
    .array(personCard.nullable())
    .nullish()
    .transform((people) => (people ?? []).filter((person) => person !== null)),
});
const serviceGrid = section(
  "serviceGrid",
  `${headingFields}, learnMoreLabel, "services": *[_type == "service" && defined(slug.current)] | order(order asc){${serviceCardFields}}`,
  {
    ...headed,
    learnMoreLabel: text,
    services: z.array(serviceCard),
  },
);
/**
 * Every case study, or the case studies of the service whose page this is: those naming it among their related
 * services (`^.^` is the document the section belongs to). The heading is optional: the Case studies page's
 * cards stand under its header.
 */
const caseStudyGrid = section(
  "caseStudyGrid",
  `show, heading, intro, "labels": ${publication}{clientLabel, cardChallengeLabel, cardResultsLabel, readCaseStudyLabel},
  "studies": *[_type == "caseStudy" && (^.show != "related" || ^.^._id in relatedServices[]._ref)] | order(order asc){${caseStudyCardFields}}`,
  {
    show: z.enum(["all", "related"]),
    heading: optionalText,
    intro: optionalText,
    labels: caseStudyCardLabels,
    studies: z.array(caseStudyCard),
  },
);
/** The list's words and page size, and every category with posts; each listing page (/blog, a category, page 2) reads its own posts. */
const postListing = section(
  "postListing",
  `heading, categoriesLabel, allLabel, byLabel, pagination{label, pageLabel, pageSize, previousLabel, nextLabel},
  "readingTimeLabel": ${publication}.readingTimeLabel,
  "categories": ${categoriesWithPostsFields}`,
  {
    heading: text,
    categoriesLabel: text,
    allLabel: text,
    byLabel: text,
    pagination: z.object({
      label: text,
      pageLabel: text,
      pageSize: z.number().int().min(1).max(24),
      previousLabel: text,
      nextLabel: text,
    }),
    readingTimeLabel: text,
    categories: z.array(categoryWithDescription),
  },
);
const contactBlock = section("contactBlock", `"form": form->{${contactPageFields}}`, { form: contactPageContent });
// The box's own words, and the consent wording and hidden field's label every box shares (Newsletter document).
const newsletter = section(
  "newsletter",
  `heading, text, emailLabel, placeholder, buttonLabel, "settings": *[_type == "newsletterSettings" && _id == "newsletterSettings"][0]{consentText, honeypotLabel}`,
  {
    heading: text,
    text,
    emailLabel: text,
    placeholder: text,
    buttonLabel: text,
    settings: z.object({ consentText: text, honeypotLabel: text }),
  },
);
const callToAction = section("callToAction", `heading, text, links[]{${linkFields}}`, {
  heading: text,
  text: optionalText,
  links: keyedLinks.min(1).max(2),
});
const sections = [
  homeHero,
  pageHero,
  legalText,
  statements,
  featureList,
  fernApproach,
  processSteps,
  timeline,
  statGrid,
  statBand,
  successStories,
  featuredOutcomes,
  testimonials,
  tagList,
  leadership,
  serviceGrid,
  caseStudyGrid,
  postListing,
  latestInsights,
  contactBlock,
  newsletter,
  callToAction,
];

export const pageSection = z.discriminatedUnion("_type", [
  homeHero.schema,
  pageHero.schema,
  legalText.schema,
  statements.schema,
  featureList.schema,
  fernApproach.schema,
  processSteps.schema,
  timeline.schema,
  statGrid.schema,
  statBand.schema,
  successStories.schema,
  featuredOutcomes.schema,
  testimonials.schema,
  tagList.schema,
  leadership.schema,
  serviceGrid.schema,
  caseStudyGrid.schema,
  postListing.schema,
  latestInsights.schema,
  contactBlock.schema,
  newsletter.schema,
  callToAction.schema,
]);

export type PageSection = z.infer<typeof pageSection>;
export type SectionType = PageSection["_type"];
export type SectionOf<T extends SectionType> = Extract<PageSection, { _type: T }>;

/**
 * The projection of a `sections[]` array: each section's own fields by its type; with `types`, only those
 * sections' fields (a page's read then depends only on what its own sections list: see `sectionedRead`).
 */
export const sectionFieldsFor = (types?: readonly string[]) =>
  [
    "_key, _type",
    ...sections.filter((entry) => !types || types.includes(entry.type)).map((entry) => `_type == "${entry.type}" => {${entry.fields}}`),
  ].join(",\n  ");
export const sectionFields = sectionFieldsFor();

const openings: readonly SectionType[] = ["homeHero", "pageHero", "legalText"];

/** A page's sections: at least one, opening with its one header (the page's h1). */
export const pageSections = z
  .array(pageSection)
  .min(1)
  .refine((list) => openings.includes(list[0]?._type ?? "statGrid") && list.filter((s) => openings.includes(s._type)).length === 1, {
    message: "a page starts with its one header (homeHero, pageHero or legalText) and has no second one",
  });
