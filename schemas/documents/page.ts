import { defineArrayMember, defineField, defineType } from "sanity";
import { homePageId, pagePath } from "../addresses";
import { checkPageSlug } from "../objects/page-path";
import { sectionInsertMenu } from "../objects/section-fields";
import { isUniqueSlugInType } from "../objects/slug";

type SectionItem = { _type?: string };

const openings = new Set(["homeHero", "pageHero", "legalText"]);

/** A page opens with its one header (the page's main heading) and has no second one. */
export function checkPageSections(sections: SectionItem[] | undefined): true | string {
  if (!sections || sections.length === 0) return true;
  const headers = sections.filter((section) => openings.has(section._type ?? "")).length;
  if (!openings.has(sections[0]?._type ?? "") || headers !== 1) {
    return "Start the page with one header (Home header, Page header or Legal text), and use only one.";
  }
  return true;
}

/** A page of the site at an address editors choose, composed from sections (their types: the Studio's list, web/sections/schemas.ts). */
export const page = (sectionNames: readonly string[]) =>
  defineType({
    name: "page",
    title: "Page",
    type: "document",
    groups: [
      { name: "page", title: "Page", default: true },
      { name: "seo", title: "Search and sharing" },
    ],
    fields: [
      defineField({
        name: "title",
        title: "Name in the Studio",
        type: "string",
        group: "page",
        description: "How editors find this page in lists; visitors read the page header and the search title instead.",
        validation: (rule) => rule.required().max(60),
      }),
      defineField({
        name: "slug",
        title: "Address",
        type: "slug",
        group: "page",
        description: "The page is at /<this> (for example about, or solutions/rural-clinics). The home page has none.",
        options: { source: "title", maxLength: 96, isUnique: isUniqueSlugInType },
        validation: (rule) =>
          rule.custom((slug: { current?: string } | undefined, context) => {
            const isHome = context.document?._id.replace(/^drafts\./, "") === homePageId;
            if (isHome) return slug?.current ? "The home page is at / and has no address of its own." : true;
            if (!slug?.current) return "Give the page an address.";
            return checkPageSlug(slug.current);
          }),
      }),
      defineField({
        name: "sections",
        title: "Sections",
        type: "array",
        group: "page",
        description: "The page, top to bottom: a header first, then any sections in any order. Drag to reorder.",
        of: sectionNames.map((type) => defineArrayMember({ type })),
        options: { insertMenu: sectionInsertMenu },
        validation: (rule) => rule.required().min(1).custom(checkPageSections),
      }),
      defineField({ name: "seo", title: "Search and sharing", type: "seo", group: "seo", validation: (rule) => rule.required() }),
    ],
    preview: {
      select: { title: "title", slug: "slug.current" },
      prepare: ({ title, slug }) => ({ title, subtitle: pagePath(slug) }),
    },
  });
