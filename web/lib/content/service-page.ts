import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { accentColor, documentBase, documentFields, iconName, link, seo, seoFields, stat, statFields } from "./fragments";

// The sections an editor composes a service page from (schemas/objects/sections/*): each one's GROQ
// projection and zod schema side by side. The page's `sections[]` projection is assembled from these.

const text = z.string().min(1);
const optionalText = z.string().nullish();
const sectionBase = { _key: z.string() };
const headed = { ...sectionBase, heading: text, intro: optionalText };
const headingFields = "heading, intro";

export const pageHeroSection = z.object({
  ...sectionBase,
  _type: z.literal("pageHero"),
  backLink: link.nullish(),
  eyebrow: optionalText,
  heading: text,
  intro: text,
});
const pageHeroFields = "backLink{label, href}, eyebrow, heading, intro";

export const statGridSection = z.object({ ...headed, _type: z.literal("statGrid"), stats: z.array(stat).min(2) });
const statGridFields = `${headingFields}, stats[]{${statFields}}`;

export const featureListSection = z.object({
  ...headed,
  _type: z.literal("featureList"),
  items: z
    .array(
      z.object({
        _key: z.string(),
        icon: iconName.nullish(),
        title: text,
        text,
        points: z.array(text).nullish(),
        highlight: optionalText,
      }),
    )
    .min(2),
});
const featureListFields = `${headingFields}, items[]{_key, icon, title, text, points, highlight}`;

export const processStepsSection = z.object({
  ...headed,
  _type: z.literal("processSteps"),
  layout: z.enum(["steps", "timeline"]),
  steps: z
    .array(
      z.object({
        _key: z.string(),
        label: optionalText,
        icon: iconName.nullish(),
        title: text,
        desc: text,
        activities: z.array(text).nullish(),
        side: z.enum(["left", "right"]).nullish(),
      }),
    )
    .min(2),
});
const processStepsFields = `${headingFields}, layout, steps[]{_key, label, icon, title, desc, activities, side}`;

export const successStoriesSection = z.object({
  ...headed,
  _type: z.literal("successStories"),
  stories: z.array(z.object({ _key: z.string(), client: text, summary: text, results: z.array(stat).min(1) })).min(1),
});
const successStoriesFields = `${headingFields}, stories[]{_key, client, summary, results[]{${statFields}}}`;

export const tagListSection = z.object({ ...headed, _type: z.literal("tagList"), tags: z.array(text).min(2) });
const tagListFields = `${headingFields}, tags`;

export const ctaButtonsSection = z.object({
  ...sectionBase,
  _type: z.literal("ctaButtons"),
  heading: text,
  text: optionalText,
  primaryLabel: text,
  secondaryLabel: text,
});
const ctaButtonsFields = "heading, text, primaryLabel, secondaryLabel";

export const serviceSection = z.discriminatedUnion("_type", [
  pageHeroSection,
  statGridSection,
  featureListSection,
  processStepsSection,
  successStoriesSection,
  tagListSection,
  ctaButtonsSection,
]);
export type ServiceSection = z.infer<typeof serviceSection>;
export type ServiceSectionType = ServiceSection["_type"];

const sectionFields = `_key, _type,
  _type == "pageHero" => {${pageHeroFields}},
  _type == "statGrid" => {${statGridFields}},
  _type == "featureList" => {${featureListFields}},
  _type == "processSteps" => {${processStepsFields}},
  _type == "successStories" => {${successStoriesFields}},
  _type == "tagList" => {${tagListFields}},
  _type == "ctaButtons" => {${ctaButtonsFields}}`;

/** The page opens with its one header (the page's h1) and closes with the call to action. */
const sections = z
  .array(serviceSection)
  .min(3)
  .refine((list) => list[0]?._type === "pageHero" && list.filter((s) => s._type === "pageHero").length === 1, {
    message: "a service page starts with its one pageHero",
  })
  .refine((list) => list.at(-1)?._type === "ctaButtons", { message: "a service page ends with ctaButtons" });

export const servicePageQuery = defineQuery(
  "servicePage",
  `*[_type == "service" && slug.current == $slug][0]{
    ${documentFields}, title, "slug": slug.current, color, icon, ${seoFields},
    sections[]{${sectionFields}}
  }`,
  documentBase.extend({ title: text, slug: text, color: accentColor, icon: iconName, seo, sections }).nullable(),
);
export type ServicePage = NonNullable<z.infer<typeof servicePageQuery.schema>>;

export const serviceSlugsQuery = defineQuery(
  "serviceSlugs",
  `*[_type == "service" && defined(slug.current)] | order(order asc).slug.current`,
  z.array(z.string().regex(/^[a-z0-9-]+$/, "a slug is lower-case letters, digits and dashes")),
);

export const getServicePage = (slug: string) => fetchContent(servicePageQuery, { slug });
export const getServiceSlugs = () => fetchContent(serviceSlugsQuery);
