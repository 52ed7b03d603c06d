import { type AddressedType, addressedTypes, documentAddress } from "@site/schemas/addresses";
import { type DocumentActionComponent, useClient } from "sanity";

const addressed = new Set<string>(addressedTypes);

type WithSlug = { slug?: { current?: string } } | null | undefined;

/**
 * The address a publish gives up: the published document's address when the draft about to be published
 * has another. Null when nothing moves (a first publish, the same address, a type with no address).
 */
export function addressGivenUp(type: string, published: WithSlug, draft: WithSlug): string | null {
  const before = published?.slug?.current;
  const after = draft?.slug?.current;
  if (!addressed.has(type) || !before || !after || before === after) return null;
  return documentAddress(type as AddressedType, before);
}

/**
 * Publish, and when the publish changes the document's address, first keep the old address working: a
 * redirect document from it to this document (a reference, so later renames follow). Links shared,
 * bookmarked or indexed by search engines keep leading to the page.
 */
export function withRedirectOnRename(publish: DocumentActionComponent): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => {
    const description = publish(props);
    const client = useClient({ apiVersion: "2025-01-01" });
    if (!description) return description;
    const from = addressGivenUp(props.type, props.published as WithSlug, props.draft as WithSlug);
    if (!from) return description;
    return {
      ...description,
      onHandle: async () => {
        const id = props.id.replace(/^drafts\./, "");
        await client.createOrReplace({
          _id: `redirect-${from.slice(1).replace(/[^a-z0-9]+/g, "-")}`,
          _type: "redirect",
          from,
          to: { _type: "reference", _ref: id },
        });
        description.onHandle?.();
      },
    };
  };
  action.action = publish.action;
  return action;
}
