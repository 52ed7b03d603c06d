import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AddressedType, contentPageTarget, documentPathGroq } from "@site/schemas/addresses";
import { type NextRequest, NextResponse } from "next/server";
import { pagesWithOwnRoute, type Resolution, resolveAddress } from "@/lib/content/addresses";
import { localImageAddress, localImageFile } from "@/lib/content/local-images";
import { getPageIds } from "@/lib/content/page-ids";
import { createSanityClient } from "@/lib/content/source-sanity";
import { nextDistDir, previewConfig } from "@/lib/env";
import { refusePageMethod, sameSitePath } from "@/lib/request-guards";
import { buildFiles, draftModeCookie, notFoundRoute } from "@/next-internals/names.mjs";

/**
 * Each address decided from the content (lib/content/addresses.ts), its reads from Next's data cache (server.mjs shares
 * the server's with the proxy). An address no content has gets the static 404 page: a route that threw notFound() on
 * demand would answer an empty document that only JavaScript fills in.
 */
export async function proxy(request: NextRequest) {
  const refused = refusePageMethod(request.method);
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/images/") || pathname.startsWith("/og/")) {
    if (await madeOnRequest(pathname)) return NextResponse.next();
    return new NextResponse("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const resolution = (await draftAddress(request)) ?? (await resolveAddress(pathname));
  if (resolution.kind === "as-is") return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = resolution.kind === "not-found" ? notFoundRoute : resolution.path;
  if (resolution.kind === "rewrite") return NextResponse.rewrite(url);
  // A redirect's Location as a browser reads it must be the very path resolved, or it is the 404.
  if (resolution.kind === "redirect" && sameSitePath(url.pathname, resolution.path)) return NextResponse.redirect(url, 308);
  url.pathname = notFoundRoute;
  return NextResponse.rewrite(url);
}

/**
 * Resized images (app/images/…) and sharing cards (app/og/[id]) are cached once made, a 404 included: only the
 * dataset's images' copies and the ids of documents with a card reach their routes, so a made-up address writes nothing.
 */
async function madeOnRequest(pathname: string): Promise<boolean> {
  if (pathname.startsWith("/og/")) {
    const id = pathname.slice("/og/".length);
    return /^[\w.-]{1,128}$/.test(id) && (await getPageIds()).includes(id);
  }
  const image = localImageAddress(pathname);
  return image !== null && (await localImageFile(image.width, image.name)) !== null;
}

// An editor's preview of a document never published: its address is only in its draft, so draft mode asks the drafts first.
const previewedTypes = ["page", "service", "post", "caseStudy", "event", "jobOpening"] as const satisfies readonly AddressedType[];
const drafts = previewConfig && createSanityClient(previewConfig).withConfig({ perspective: "drafts" });

let previewModeId: string | undefined;
/** The build's draft-mode id (the cookie's value Next accepts), from its prerender manifest. */
function readPreviewModeId(): string {
  try {
    const file = join(/* turbopackIgnore: true */ process.cwd(), nextDistDir, buildFiles.prerenderManifest);
    const id: unknown = JSON.parse(readFileSync(file, "utf8"))?.preview?.previewModeId;
    return typeof id === "string" ? id : "";
  } catch {
    return "";
  }
}

/** In draft mode, the address of a draft (the rewrite a page needs, or as-is); undefined otherwise. */
async function draftAddress(request: NextRequest): Promise<Resolution | undefined> {
  const cookie = request.cookies.get(draftModeCookie)?.value;
  if (!drafts || !cookie) return undefined;
  previewModeId ??= readPreviewModeId();
  if (cookie !== previewModeId) return undefined;
  const found = await drafts.fetch<{ _type: (typeof previewedTypes)[number]; slug: string } | null>(
    `*[_type in $types && ${documentPathGroq("@", previewedTypes)} == $path][0]{_type, "slug": slug.current}`,
    { types: previewedTypes, path: request.nextUrl.pathname },
    { cache: "no-store", tag: "draft-address" },
  );
  if (found?._type !== "page") return found ? { kind: "as-is" } : undefined;
  // The home page and the pages with a route of their own are always there.
  return found.slug && !pagesWithOwnRoute.has(found.slug) ? { kind: "rewrite", path: contentPageTarget(found.slug) } : undefined;
}

// Pages, resized images and sharing cards: not Next's files, the APIs, a file with an extension or the root (a POST / is
// the contact capture, and the proxy would buffer its body whole before the capture's bounded read).
export const config = { matcher: ["/((?!_next/|api/|og/|opengraph-image|.*\\.).+)", "/images/:path*", "/og/:path*"] };
