import { defineArrayMember, defineField, defineType } from "sanity";
import { cardPreview } from "../objects/card-preview";
import { accentColors, iconNames } from "../objects/colors";
import { inGroup } from "../objects/fields";
import { checkLocalSlug } from "../objects/page-path";
import { sectionInsertMenu } from "../objects/section-fields";
import { isUniqueSlugInType } from "../objects/slug";

type SectionItem = { _type?: string };

/** A service page opens with its one page header and closes with its call to action. */
export function checkSectionOrder(sections: SectionItem[] | undefined): true | string {
  if (!sections || sections.length === 0) return true;
  const heroes = sections.filter((section) => section._type === "pageHero").length;
  if (sections[0]?._type !== "pageHero" || heroes !== 1) return "Start the page with one Page header, and use it only once.";
  const last = sections.at(-1)?._type;
  if (last !== "callToAction") return "End the page with a closing band.";
  return true;
}

/** What the service's card shows (on the home and services pages, in the footer), and its address. */
const cardFields = inGroup("card", [
  defineField({
    name: "title",
    title: "Title",
    type: "string",
    description: "The service's name on its card, in the footer and as the heading of its page.",
    validation: (rule) => rule.required().max(60).error("The service needs a title of at most 60 characters."),
  }),
  defineField({
    name: "slug",
    title: "Address",
    type: "slug",
    description: "The last part of the page address: /services/<this>. Changing it moves the page.",
    options: { source: "title", maxLength: 60, isUnique: isUniqueSlugInType },
    validation: (rule) => rule.required().error("Click Generate to make the page address from the title.").custom(checkLocalSlug),
  }),
  defineField({
    name: "order",
    title: "Order",
    type: "number",
    description: "Where the card stands: cards on the home and services pages go from the lowest number to the highest.",
    validation: (rule) => rule.required().integer().min(0).error("Give a whole number, 0 or more, for the card's place in the list."),
  }),
  defineField({
    name: "description",
    title: "Card description",
    type: "text",
    rows: 3,
    description: "One or two sentences on the card.",
    validation: (rule) => rule.required().max(240).error("Describe the service in at most 240 characters."),
  }),
  defineField({
    name: "color",
    title: "Colour",
    type: "string",
    description: "The accent colour of the card and of the page's header.",
    options: { list: [...accentColors], layout: "radio", direction: "horizontal" },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: "icon",
    title: "Icon",
    type: "string",
    description: "The symbol at the top of the card.",
    options: { list: [...iconNames] },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: "benefits",
    title: "Key benefits",
    type: "array",
    description: "One to three short benefits, listed on the card.",
    of: [defineArrayMember({ type: "string" })],
    validation: (rule) =>
      rule.required().min(1).max(3).error("A service card lists one to three key benefits; more do not fit on the card."),
  }),
]);

/** One of the firm's service lines: its card on the home and services pages, and its own page, composed from sections. */
export const service = (sectionNames: readonly string[]) =>
  defineType({
    name: "service",
    title: "Service",
    type: "document",
    groups: [
      { name: "card", title: "Card", default: true },
      { name: "page", title: "Page" },
      { name: "seo", title: "Search and sharing" },
    ],
    fields: [
      ...cardFields,
      defineField({
        name: "sections",
        title: "Page sections",
        type: "array",
        group: "page",
        description: "The service's own page, top to bottom: a Page header first, then any sections in any order, and a closing band last.",
        of: sectionNames.map((type) => defineArrayMember({ type })),
        options: { insertMenu: sectionInsertMenu },
        validation: (rule) => rule.required().min(3).custom(checkSectionOrder),
      }),
      defineField({ name: "seo", title: "Search and sharing", type: "seo", group: "seo", validation: (rule) => rule.required() }),
    ],
    orderings: [{ title: "Card order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
    preview: cardPreview("description"),
  });
