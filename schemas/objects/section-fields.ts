import { defineField } from "sanity";
import { iconNames } from "./colors";

// What the sections' Sanity types (web/sections/<name>/schema.ts) are written with: Sanity's define functions,
// re-exported so that those files resolve them through this package, and the fields most sections share.
export type { PortableTextBlock } from "sanity";
export { defineArrayMember, defineField, defineType } from "sanity";

/** The optional sentence or two under a section's heading. */
export const introField = defineField({
  name: "intro",
  title: "Introduction",
  type: "text",
  rows: 2,
  description: "Optional: one or two sentences under the heading.",
  validation: (rule) => rule.max(600),
});

/** The heading and optional introduction that open most sections. */
export const headingFields = [
  defineField({
    name: "heading",
    title: "Heading",
    type: "string",
    description: "The section's heading, read by visitors and screen readers alike.",
    validation: (rule) => rule.required().max(90),
  }),
  introField,
];

/** An optional icon, picked by name from the site's icon set. */
export const iconField = defineField({
  name: "icon",
  title: "Icon",
  type: "string",
  description: "Optional: a small picture beside the title.",
  options: { list: [...iconNames] },
});

/** A section's preview in the Studio: its heading, and what kind of section it is. */
export const sectionPreview = (kind: string, title = "heading") => ({
  select: { title },
  prepare: ({ title: heading }: { title?: string }) => ({ title: heading || kind, subtitle: kind }),
});

/** Figures, each with what it measures: two to six fit a row of tiles or a band. */
export const statsField = defineField({
  name: "stats",
  title: "Figures",
  type: "array",
  description: "Two to six figures, each with what it measures.",
  of: [{ type: "stat" }],
  validation: (rule) => rule.required().min(2).max(6).error("Show between two and six figures."),
});

/** A reference to the case study that tells an engagement in full (a figure's proof, a story's full telling). */
export const caseStudyField = (description: string) =>
  defineField({ name: "caseStudy", title: "Case study", type: "reference", to: [{ type: "caseStudy" }], description });
export { figuresOfCaseStudy } from "./case-study-figures";
export { inGroup, requiredString, requiredText } from "./fields";
export { refusalMessageFields } from "./refusal-messages";

/**
 * The section picker (the Studio's insert menu for a page's sections): grouped by what a section does, each shown
 * as the site draws it (studio/static/sections/<type>.png, made by scripts/section-pictures.mjs), or as a list.
 */
export const sectionInsertMenu = {
  filter: true,
  groups: [
    { name: "headers", title: "Page headers", of: ["homeHero", "pageHero"] },
    {
      name: "text",
      title: "Text and cards",
      of: ["statements", "featureList", "fernApproach", "processSteps", "timeline", "tagList", "legalText"],
    },
    { name: "figures", title: "Figures and stories", of: ["statBand", "statGrid", "featuredOutcomes", "successStories", "testimonials"] },
    {
      name: "lists",
      title: "Lists kept up to date",
      of: ["serviceGrid", "caseStudyGrid", "latestInsights", "postListing", "eventListing", "upcomingEvents", "jobOpenings", "leadership"],
    },
    { name: "forms", title: "Forms and closing bands", of: ["contactBlock", "newsletter", "callToAction"] },
  ],
  views: [{ name: "grid" as const, previewImageUrl: (type: string) => `/static/sections/${type}.png` }, { name: "list" as const }],
};
