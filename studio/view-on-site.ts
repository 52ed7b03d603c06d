import { LaunchIcon } from "@sanity/icons/Launch";
import { type AddressedType, addressPrefixes, documentAddress, homePageId, homePath } from "@site/schemas/addresses";
import type { DocumentActionComponent } from "sanity";
import { previewUrl } from "./env";

/** The public address of a published document with one (schemas/addresses.ts), or undefined. */
export function siteAddress(doc: { _id: string; _type: string; slug?: { current?: string } } | null): string | undefined {
  if (!doc) return undefined;
  if (doc._id === homePageId) return homePath;
  const slug = doc.slug?.current;
  return slug && doc._type in addressPrefixes ? documentAddress(doc._type as AddressedType, slug) : undefined;
}

/** "View on site", once the document is published: its page on the site, in a new tab. */
export const viewOnSite: DocumentActionComponent = ({ published }) => {
  const path = siteAddress(published as Parameters<typeof siteAddress>[0]);
  if (!path) return null;
  return {
    label: "View on site",
    icon: LaunchIcon,
    onHandle: () => {
      window.open(`${previewUrl.replace(/\/$/, "")}${path}`, "_blank", "noopener");
    },
  };
};
