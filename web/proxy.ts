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
 * Each address decided from the content (lib/content/addresses.ts) through Next's data cache. An address no content
 * has gets the static 404 page: notFound() thrown on demand answers an empty document, and caches it per address.
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

/** Resized images and sharing cards are cached once made, a 404 included: only real ones reach their routes. */
async function madeOnRequest(pathname: string): Promise<boolean> {
  if (pathname.startsWith("/og/")) {
    const id = pathname.slice("/og/".length);
    return /^[\w.-]{1,128}$/.test(id) && (await getPageIds()).includes(id);
  }
  const image = localImageAddress(pathname);
  return image !== null && (await localImageFile(image.width, image.name)) !== null;
}

// A preview of a document never published: its address is only in its draft.
const previewedTypes = ["page", "service", "post", "caseStudy", "event", "jobOpening"] as const satisfies readonly AddressedType[];
const drafts = previewConfig && createSanityClient(previewConfig).withConfig({ perspective: "drafts" });

let previewModeId: string | undefined;
/** The draft-mode cookie's value Next accepts, from the build's prerender manifest. */
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
  return found.slug && !pagesWithOwnRoute.has(found.slug) ? { kind: "rewrite", path: contentPageTarget(found.slug) } : undefined;
}

// Pages, images and cards: not Next's files, the APIs, a file or the root (a POST / is the contact capture, whose
// body the proxy would buffer).
export const config = { matcher: ["/((?!_next/|api/|og/|opengraph-image|.*\\.).+)", "/images/:path*", "/og/:path*"] };
