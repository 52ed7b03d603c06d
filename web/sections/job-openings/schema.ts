import { defineField, defineType, headingFields, inGroup, requiredText, sectionPreview } from "@site/schemas/sections";

const label = (name: string, title: string, description?: string, max = 40) =>
  defineField({ name, title, type: "string", description, validation: (rule) => rule.required().max(max) });

/**
 * The careers page's openings: the practice and location links (the practices and places of the open roles),
 * the open roles' cards, and every word of an opening's own page (/careers/<slug>), which also shows this
 * page's benefits (its Feature list) and hiring process (its Process steps), shared by every opening.
 */
export const jobOpenings = defineType({
  name: "jobOpenings",
  title: "Job openings",
  type: "object",
  groups: [
    { name: "list", title: "List", default: true },
    { name: "opening", title: "Opening's page" },
  ],
  fields: [
    ...inGroup("list", [
      ...headingFields,
      label("practiceFilterLabel", "Practice row label", "Before the links to each practice's openings (for example Practice)."),
      label("locationFilterLabel", "Location row label", "Before the links to each location's openings (for example Location)."),
      label("allLabel", "All openings label", "The first link of each row, listing every open role (for example All)."),
      requiredText("emptyText", "No openings text", "Shown when no role is open (or none in the chosen practice or location).", 2, 300),
    ]),
    ...inGroup("opening", [
      label("remoteLabel", "Remote label", "Where a remote role is (for example Remote), and its location link."),
      label("hybridLabel", "Hybrid label", "After a hybrid role's city (for example Hybrid)."),
      defineField({
        name: "employmentTypeLabels",
        title: "Employment types",
        type: "object",
        description: "How each employment type reads on the cards and pages.",
        fields: ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"].map((name) =>
          label(name, name.replace("_", " ").toLowerCase()),
        ),
        validation: (rule) => rule.required(),
      }),
      label("practiceLabel", "Practice label", "Before an opening's practice (for example Practice)."),
      label("locationLabel", "Location label", "Before an opening's location (for example Location)."),
      label("employmentTypeLabel", "Employment type label", "Before an opening's employment type."),
      label("postedLabel", "Posted label", "Before the date an opening was posted (for example Posted)."),
      label("closesLabel", "Closing label", "Before an opening's closing date (for example Applications close)."),
      label("payLabel", "Pay label", "Before an opening's pay range (for example Pay)."),
      defineField({
        name: "payUnitLabels",
        title: "Pay per",
        type: "object",
        description: "After a pay range: what it is per.",
        fields: [label("YEAR", "Year (for example a year)"), label("HOUR", "Hour (for example an hour)")],
        validation: (rule) => rule.required(),
      }),
    ]),
    {
      ...requiredText("equalOpportunityText", "Equal-opportunity statement", "Under the openings and on every opening's page.", 3, 600),
      group: "list",
    },
    ...inGroup("opening", [
      label("applyHeading", "How to apply heading", undefined, 60),
      label("applyLabel", "Apply button", "The button to the applicant-tracking page or the email (for example Apply now)."),
      requiredText(
        "noCvNote",
        "No résumé here note",
        "Beside the apply button: the site takes no résumé, the route the opening names does.",
        2,
        300,
      ),
      label("closedHeading", "Closed heading", "On an opening past its closing date (for example This opening is closed).", 60),
      requiredText("closedText", "Closed text", "Under the closed heading, before the link to the current openings.", 2, 300),
      label("searchTypeLabel", "Label of an opening in search results", "For example Job opening.", 30),
      label(
        "openingsLinkLabel",
        "Current openings link",
        "Leads from an opening's page to the list (for example See current openings).",
        60,
      ),
    ]),
  ],
  preview: sectionPreview("Job openings"),
});
