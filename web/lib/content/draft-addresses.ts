import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AddressedType, contentPageTarget, documentPathGroq } from "@site/schemas/addresses";
import type { NextRequest } from "next/server";
import { buildFiles, draftModeCookie } from "@/next-internals/names.mjs";
import { nextDistDir, previewConfig } from "../env";
import { pagesWithOwnRoute, type Resolution } from "./addresses";
import { createSanityClient } from "./source-sanity";

// An editor's preview of a document never published: its address exists only in its draft, which the proxy's
// published reads (./addresses.ts) do not know. In draft mode the proxy asks here first.

/** The types an editor previews at their own address. */
const previewedTypes = ["page", "service", "post", "caseStudy", "event", "jobOpening"] as const satisfies readonly AddressedType[];

const drafts = previewConfig && createSanityClient(previewConfig).withConfig({ perspective: "drafts" });

let previewModeId: string | undefined;
/** The build's draft-mode id (the cookie's value Next accepts), read once from the build's prerender manifest. */
function buildPreviewModeId(): string {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const file = join(/* turbopackIgnore: true */ process.cwd(), nextDistDir, buildFiles.prerenderManifest);
    const id: unknown = JSON.parse(readFileSync(file, "utf8"))?.preview?.previewModeId;
    previewModeId = typeof id === "string" ? id : "";
  } catch {
    previewModeId = "";
  }
  return previewModeId;
}

/** Whether the request is in Next's draft mode (the cookie app/api/draft-mode/enable set, with this build's value). */
export function inDraftMode(request: NextRequest): boolean {
  const cookie = request.cookies.get(draftModeCookie)?.value;
  const id = drafts && cookie ? buildPreviewModeId() : "";
  return id !== "" && cookie === id;
}

/**
 * In draft mode, the address of a draft (a document never published, or one whose address is changed in its
 * draft): the rewrite its template needs (a page's internal route), or as-is. Undefined outside draft mode and for an address no draft has.
 */
export async function draftAddress(request: NextRequest, path: string): Promise<Resolution | undefined> {
  if (!drafts || !inDraftMode(request)) return undefined;
  const found = await drafts.fetch<{ _type: (typeof previewedTypes)[number]; slug: string } | null>(
    `*[_type in $types && ${documentPathGroq("@", previewedTypes)} == $path][0]{_type, "slug": slug.current}`,
    { types: previewedTypes, path },
    { cache: "no-store", tag: "draft-address" },
  );
  if (!found) return undefined;
  // The home page and the pages with a route of their own (contact, careers, events) are always there.
  if (found._type === "page")
    return found.slug && !pagesWithOwnRoute.has(found.slug) ? { kind: "rewrite", path: contentPageTarget(found.slug) } : undefined;
  return { kind: "as-is" };
}
