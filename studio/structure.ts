import { singletonTypes } from "@site/schemas";
import type { StructureResolver } from "sanity/structure";

const singletonTitles: Record<(typeof singletonTypes)[number], string> = {
  siteSettings: "Site settings",
  homePage: "Home page",
  aboutPage: "About page",
  servicesPage: "Services page",
  caseStudiesPage: "Case studies page",
  globalImpactPage: "Global impact page",
  blogPage: "Blog page",
};

/** Singletons first (one fixed document each), then the lists editors add to. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...singletonTypes.map((type) =>
        S.listItem().title(singletonTitles[type]).id(type).child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      S.documentTypeListItem("service")
        .title("Services")
        .child(
          S.documentTypeList("service")
            .title("Services")
            .defaultOrdering([{ field: "order", direction: "asc" }]),
        ),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId();
        return id !== undefined && !(singletonTypes as readonly string[]).includes(id) && id !== "service";
      }),
    ]);
