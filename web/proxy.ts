import { type NextRequest, NextResponse } from "next/server";
import { type Resolution, resolveAddress } from "@/lib/content/addresses";
import { draftAddress } from "@/lib/content/draft-addresses";
import { localImageAddress, localImageFile } from "@/lib/content/local-images";
import { getPageIds } from "@/lib/content/page-ids";
import { changesAt, generation, keepsCopies } from "@/lib/publish-clock.mjs";
import { refusePageMethod, sameSitePath } from "@/lib/request-guards";
import { notFoundRoute } from "@/next-internals/names.mjs";

/**
 * Content addresses, resolved on each request (lib/content/addresses.ts): a page document's address is
 * rewritten to the route that renders it, a list's page 1 redirects to the list, and an address no page,
 * service, post, author, category or case study has gets the site's static 404 page. A route that threw notFound() for an unknown address while rendering on demand would answer
 * an empty document that only JavaScript fills in; the static 404 is the full page, with no script.
 */
export async function proxy(request: NextRequest) {
  const refused = refusePageMethod(request.method);
  if (refused) return refused;
  if (request.nextUrl.pathname.startsWith("/images/")) return imageCopy(request.nextUrl.pathname);
  if (request.nextUrl.pathname.startsWith("/og/")) return sharingCard(request.nextUrl.pathname);
  // An editor's preview also finds the addresses that only drafts have.
  const resolution = (await draftAddress(request, request.nextUrl.pathname)) ?? (await decided(request.nextUrl.pathname));
  if (resolution.kind === "as-is") return NextResponse.next();
  const url = request.nextUrl.clone();
  if (resolution.kind === "redirect") {
    url.pathname = resolution.path;
    // The Location as a browser reads it: this site, at the very path resolved (a path a URL parser
    // normalises into another, `//evil.example` after dot segments, is no redirect but the 404).
    if (url.origin === request.nextUrl.origin && sameSitePath(url.pathname, resolution.path)) return NextResponse.redirect(url, 308);
    url.pathname = notFoundRoute;
    return NextResponse.rewrite(url);
  }
  url.pathname = resolution.kind === "rewrite" ? resolution.path : notFoundRoute;
  return NextResponse.rewrite(url);
}

/** At most this many addresses' decisions are kept (made-up addresses push the oldest out). */
const maxDecisions = 5_000;
const decisions = new Map<string, Resolution>();
let decidedUnder: string | undefined;

/**
 * The address decision for `pathname`, kept until the publish clock moves (lib/publish-clock.mjs: a publish here
 * or on another process of the build, or the moment a time-bound decision changes at, which it is told), and only
 * if the clock did not move while it was made. The proxy's bundle has no data cache of its own to keep decisions
 * in. With a shared cache the clock keeps nothing: every request decides.
 */
async function decided(pathname: string): Promise<Resolution> {
  if (!keepsCopies()) return resolveAddress(pathname);
  const before = generation();
  if (before !== decidedUnder) {
    decisions.clear();
    decidedUnder = before;
  }
  const known = decisions.get(pathname);
  if (known) return known;
  const resolution = await resolveAddress(pathname);
  // A time-bound decision (careers, events) changes at its moment: the clock moves then, emptying what it keeps.
  changesAt([resolution.until]);
  if (generation() === before && decidedUnder === before) {
    decisions.set(pathname, resolution);
    if (decisions.size > maxDecisions) decisions.delete(decisions.keys().next().value ?? "");
  }
  return resolution;
}

/**
 * A resized copy of an image is cached once made (app/images/…/route.ts): only the copies the dataset's
 * images have reach the route; any other address is answered 404 here, so a made-up one is never cached.
 */
async function imageCopy(pathname: string) {
  const address = localImageAddress(pathname);
  if (address && (await localImageFile(address.width, address.name))) return NextResponse.next();
  return new NextResponse("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/**
 * A sharing card is cached once made (app/og/[id]/route.tsx), a 404 included: only the ids of pages,
 * posts, case studies and authors reach the route; any other is answered 404 here, so a made-up id
 * writes nothing to disk (nor an over-long file name to the log).
 */
async function sharingCard(pathname: string) {
  const id = pathname.slice("/og/".length);
  // One cached read of every id (never a read per id asked for, which would keep an entry for each made-up one).
  if (/^[\w.-]{1,128}$/.test(id) && (await getPageIds()).includes(id)) return NextResponse.next();
  return new NextResponse("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

// Pages, the resized images' and the sharing cards' addresses: not Next's files, the APIs or any file with an extension, and not the
// root, which is always as-is: a POST / is the contact capture, and a request the proxy runs on has its
// body buffered whole before the route sees it, which would undo the capture's bounded read.
export const config = { matcher: ["/((?!_next/|api/|og/|opengraph-image|.*\\.).+)", "/images/:path*", "/og/:path*"] };
