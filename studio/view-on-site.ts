import { type AddressedType, addressPrefixes, documentAddress, homePageId, homePath } from "@site/schemas/addresses";
import type { DocumentPluginOptions } from "sanity";
import { previewUrl } from "./env";

/** The public address of a document with one (schemas/addresses.ts), or undefined. */
function siteAddress(doc: { _id: string; _type: string; slug?: { current?: string } } | null): string | undefined {
  if (!doc) return undefined;
  if (doc._id.replace(/^drafts\./, "") === homePageId) return homePath;
  const slug = doc.slug?.current;
  return slug && doc._type in addressPrefixes ? documentAddress(doc._type as AddressedType, slug) : undefined;
}

/** The document's page on the site, for the Studio's own "Open preview" item in the document's ⋯ menu. */
export const viewOnSite: DocumentPluginOptions["productionUrl"] = async (previous, { document }) => {
  const path = siteAddress(document as Parameters<typeof siteAddress>[0]);
  return path ? `${previewUrl.replace(/\/$/, "")}${path}` : previous;
};
