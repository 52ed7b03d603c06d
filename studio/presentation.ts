import {
  type AddressedType,
  addressPrefixes,
  blogPath,
  documentAddress,
  homePageId,
  homePath,
  newsletterResultPaths,
  pagePath,
} from "@site/schemas/addresses";
import { type DocumentLocationResolvers, type DocumentResolver, defineDocuments, defineLocations } from "sanity/presentation";

/** Documents that sections list rather than pages show one by one: which section lists them. */
const listedBy: Record<string, string> = {
  contactPage: "Contact form and details",
};

/** Documents with a page of their own at their address (schemas/addresses.ts), also listed by a section. */
const ownPages: AddressedType[] = ["post", "caseStudy", "author", "category"];

/**
 * Where a document is shown, for the Presentation tool's "Used on" list, from the page model itself: a
 * page at its address, a service at its page, the settings everywhere, and listed documents on every
 * page that has the section listing them.
 */
export const locations: DocumentLocationResolvers = {
  page: defineLocations({
    select: { title: "title", slug: "slug.current" },
    resolve: (doc) => ({ locations: [{ title: doc?.title || "Page", href: pagePath(doc?.slug) }] }),
  }),
  service: defineLocations({
    select: { title: "title", slug: "slug.current" },
    resolve: (doc) => ({ locations: doc?.slug ? [{ title: doc.title || doc.slug, href: documentAddress("service", doc.slug) }] : [] }),
  }),
  newsletterSettings: defineLocations({
    message: "The consent wording shows in every Newsletter box; the pages and the email follow a subscription.",
    tone: "positive",
    locations: [
      { title: "Blog (the Newsletter box)", href: blogPath },
      { title: "Check your inbox", href: newsletterResultPaths.checkInbox },
      { title: "Subscription confirmed", href: newsletterResultPaths.confirmed },
      { title: "Unsubscribed", href: newsletterResultPaths.unsubscribed },
    ],
  }),
  ...Object.fromEntries(
    ownPages.map((type) => [
      type,
      defineLocations({
        select: { title: "title", name: "name", slug: "slug.current" },
        resolve: (doc) => ({
          locations: doc?.slug ? [{ title: doc.title || doc.name || doc.slug, href: documentAddress(type, doc.slug) }] : [],
        }),
      }),
    ]),
  ),
  publication: defineLocations({
    message: "Shown on every post, author and case study page.",
    tone: "caution",
    locations: [{ title: "Blog", href: blogPath }],
  }),
  siteSettings: defineLocations({
    message: "Shown on every page (top bar and footer).",
    tone: "caution",
    locations: [{ title: "Home", href: homePath }],
  }),
  ...Object.fromEntries(
    Object.entries(listedBy).map(([type, section]) => [
      type,
      defineLocations({ message: `Shown on every page with a “${section}” section.`, tone: "positive", locations: [] }),
    ]),
  ),
};

/** Addressed types with a prefix of their own, the longest first (/blog/author/… before /blog/…). */
const prefixedTypes = (Object.entries(addressPrefixes) as [AddressedType, string][])
  .filter(([, prefix]) => prefix !== "")
  .sort(([, a], [, b]) => b.length - a.length);

/**
 * The document an address shows, for the Presentation tool (as in Sanity's Next.js template): opening an
 * address in the preview opens its document beside it. From the same address table as the site's routes
 * (schemas/addresses.ts): the home page, each type's page at `<prefix>/<slug>`, and any other page at `/<slug>`.
 */
export const mainDocuments: DocumentResolver[] = defineDocuments([
  { route: homePath, filter: `_id == "${homePageId}"` },
  ...prefixedTypes.map(([type, prefix]) => ({
    route: `${prefix}/:slug`,
    filter: `_type == "${type}" && slug.current == $slug`,
  })),
  // The listings are pages too (/services, /blog, /case-studies), and so is every other address.
  // A page's address may have several parts (`/a/b`): the route gives them as a list, the slug joins them.
  {
    route: "/:slug+",
    resolve: ({ params }) => ({
      filter: `_type == "page" && slug.current == $slug`,
      params: { slug: ([] as string[]).concat(params.slug ?? []).join("/") },
    }),
  },
]);
