import { singletonTypes } from "@site/schemas";
import type { StructureBuilder, StructureResolver } from "sanity/structure";

const singletons = new Set<string>(singletonTypes);

type SortField = { field: string; direction: "asc" | "desc" };

/**
 * The lists editors add to, in this order, each sorted by the first of its sort fields the type has
 * (services by their card order, posts newest first). A type not defined yet is left out.
 */
const lists: { type: string; title: string; sortBy: SortField[] }[] = [
  { type: "page", title: "Pages", sortBy: [{ field: "title", direction: "asc" }] },
  { type: "service", title: "Services", sortBy: [{ field: "order", direction: "asc" }] },
  { type: "caseStudy", title: "Case studies", sortBy: [{ field: "order", direction: "asc" }] },
  { type: "post", title: "Blog posts", sortBy: [{ field: "publishedAt", direction: "desc" }] },
  { type: "event", title: "Events", sortBy: [{ field: "start", direction: "desc" }] },
  { type: "jobOpening", title: "Job openings", sortBy: [{ field: "datePosted", direction: "desc" }] },
  { type: "author", title: "People", sortBy: [{ field: "name", direction: "asc" }] },
  { type: "testimonial", title: "Testimonials", sortBy: [{ field: "organization", direction: "asc" }] },
  { type: "claim", title: "Figures (claims)", sortBy: [{ field: "label", direction: "asc" }] },
  { type: "category", title: "Categories", sortBy: [{ field: "order", direction: "asc" }] },
  { type: "redirect", title: "Redirects", sortBy: [{ field: "from", direction: "asc" }] },
];

function listItem(S: StructureBuilder, { type, title, sortBy }: (typeof lists)[number]) {
  const schemaType = S.context.schema.get(type);
  if (!schemaType) return [];
  const fields = "fields" in schemaType ? (schemaType.fields as { name: string }[]).map((field) => field.name) : [];
  const ordering = sortBy.filter(({ field }) => fields.includes(field)).slice(0, 1);
  const list = S.documentTypeList(type).title(title).defaultOrdering(ordering);
  return [S.documentTypeListItem(type).title(title).child(list)];
}

/** Singletons first (one fixed document each, titled by their schema), then the lists editors add to. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(S.context.schema.get(type)?.title ?? type)
          .id(type)
          .child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...lists.flatMap((entry) => listItem(S, entry)),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId();
        return id !== undefined && !singletons.has(id) && !lists.some((entry) => entry.type === id);
      }),
    ]);
