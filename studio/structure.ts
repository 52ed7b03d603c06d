import { singletonTypes } from "@site/schemas";
import type { StructureResolver } from "sanity/structure";

const singletons = new Set<string>(singletonTypes);

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
      S.documentTypeListItem("service")
        .title("Services")
        .child(
          S.documentTypeList("service")
            .title("Services")
            .defaultOrdering([{ field: "order", direction: "asc" }]),
        ),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId();
        return id !== undefined && !singletons.has(id) && id !== "service";
      }),
    ]);
