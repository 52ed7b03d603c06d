// @sanity/icons 5: one module per icon.
import { BarChartIcon } from "@sanity/icons/BarChart";
import { CalendarIcon } from "@sanity/icons/Calendar";
import { CaseIcon } from "@sanity/icons/Case";
import { CogIcon } from "@sanity/icons/Cog";
import { CommentIcon } from "@sanity/icons/Comment";
import { DocumentIcon } from "@sanity/icons/Document";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { HomeIcon } from "@sanity/icons/Home";
import { LinkIcon } from "@sanity/icons/Link";
import { SearchIcon } from "@sanity/icons/Search";
import { TagIcon } from "@sanity/icons/Tag";
import { TextIcon } from "@sanity/icons/Text";
import { ThListIcon } from "@sanity/icons/ThList";
import { UserIcon } from "@sanity/icons/User";
import { UsersIcon } from "@sanity/icons/Users";
import { singletonTypes } from "@site/schemas";
import { homePageId } from "@site/schemas/addresses";
import type { ComponentType } from "react";
import type { StructureBuilder, StructureResolver } from "sanity/structure";

type Icon = ComponentType;
type SortField = { field: string; direction: "asc" | "desc" };

/**
 * The lists editors add to, in this order, each sorted by the first of its sort fields the type has
 * (services by their card order, posts newest first). A type not defined yet is left out.
 */
const lists: { type: string; title: string; icon: Icon; sortBy: SortField[] }[] = [
  { type: "page", title: "Pages", icon: DocumentIcon, sortBy: [{ field: "title", direction: "asc" }] },
  { type: "service", title: "Services", icon: ThListIcon, sortBy: [{ field: "order", direction: "asc" }] },
  { type: "caseStudy", title: "Case studies", icon: CaseIcon, sortBy: [{ field: "order", direction: "asc" }] },
  { type: "post", title: "Blog posts", icon: DocumentTextIcon, sortBy: [{ field: "publishedAt", direction: "desc" }] },
  { type: "event", title: "Events", icon: CalendarIcon, sortBy: [{ field: "start", direction: "desc" }] },
  { type: "jobOpening", title: "Job openings", icon: UsersIcon, sortBy: [{ field: "datePosted", direction: "desc" }] },
  { type: "author", title: "People", icon: UserIcon, sortBy: [{ field: "name", direction: "asc" }] },
  { type: "testimonial", title: "Testimonials", icon: CommentIcon, sortBy: [{ field: "organization", direction: "asc" }] },
  { type: "claim", title: "Figures (claims)", icon: BarChartIcon, sortBy: [{ field: "label", direction: "asc" }] },
  { type: "category", title: "Categories", icon: TagIcon, sortBy: [{ field: "order", direction: "asc" }] },
  { type: "redirect", title: "Redirects", icon: LinkIcon, sortBy: [{ field: "from", direction: "asc" }] },
];

/** The fixed documents (one each), after the lists: named by what an editor finds there. */
const singletonItems: Record<(typeof singletonTypes)[number], { title: string; icon: Icon }> = {
  siteSettings: { title: "Site settings (top bar, footer, phone)", icon: CogIcon },
  contactPage: { title: "Contact form", icon: EnvelopeIcon },
  newsletterSettings: { title: "Newsletter", icon: EnvelopeIcon },
  publication: { title: "Wording: posts and case studies", icon: TextIcon },
  searchSettings: { title: "Search", icon: SearchIcon },
};

function listItem(S: StructureBuilder, { type, title, icon, sortBy }: (typeof lists)[number]) {
  const schemaType = S.context.schema.get(type);
  if (!schemaType) return [];
  const fields = "fields" in schemaType ? (schemaType.fields as { name: string }[]).map((field) => field.name) : [];
  const ordering = sortBy.filter(({ field }) => fields.includes(field)).slice(0, 1);
  // Pages: the home page has its own item above, the others are listed here.
  const list =
    type === "page"
      ? S.documentTypeList(type).title(title).filter(`_type == "page" && !(_id in [$home, "drafts." + $home])`).params({ home: homePageId })
      : S.documentTypeList(type).title(title);
  return [S.documentTypeListItem(type).title(title).icon(icon).child(list.defaultOrdering(ordering))];
}

/** The home page first, then the lists editors add to, then the fixed documents (settings and wording). */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.listItem().title("Home page").id("home").icon(HomeIcon).child(S.document().schemaType("page").documentId(homePageId)),
      ...lists.flatMap((entry) => listItem(S, entry)),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId();
        return id !== undefined && !(singletonTypes as readonly string[]).includes(id) && !lists.some((entry) => entry.type === id);
      }),
      S.divider(),
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(singletonItems[type].title)
          .id(type)
          .icon(singletonItems[type].icon)
          .child(S.document().schemaType(type).documentId(type)),
      ),
    ]);
