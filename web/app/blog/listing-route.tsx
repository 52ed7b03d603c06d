import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { getListingFacts, listingExists, listingStates } from "@/lib/content/blog-listing";
import { type ListingState, listingPath, pageTitleSuffix } from "@/lib/content/listing";
import { getBlog } from "@/lib/content/page";
import { feedPath } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { PageSections } from "@/sections/render";

// The blog's list pages beyond /blog (a category's, later pages): the blog page document, its Post listing showing
// that part of the list.

/** The route params of every list page at build time; later ones render on first request (ISR). */
export async function listingParams() {
  const facts = await getListingFacts();
  return facts ? listingStates(facts) : [];
}

/** A page number from its address segment, or NaN. */
export const pageParam = (segment: string) => (/^[1-9][0-9]{0,3}$/.test(segment) ? Number(segment) : Number.NaN);

/** A page's metadata naming the blog's feed, for feed readers and browsers. */
export async function withFeed(metadata: Metadata): Promise<Metadata> {
  const { feedTitle } = await getPublication();
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: feedPath, title: feedTitle }] } } };
}

export async function listingMetadata(state: ListingState): Promise<Metadata> {
  const [blog, facts] = await Promise.all([getBlog(), getListingFacts()]);
  if (!blog || !facts || !listingExists(facts, state)) notFound();
  const category = blog.listing.categories.find((entry) => entry.slug === state.category);
  const pageWords = pageTitleSuffix(blog.listing.pagination.pageLabel, state.page);
  const seo = {
    title: `${category ? `${category.title} – ` : ""}${blog.page.seo.title}${pageWords}`,
    description: category?.description ?? blog.page.seo.description,
  };
  return withFeed(pageMetadata(seo, listingPath(state), pageImage(blog.page._id, blog.page.seo)));
}

export async function ListingRoute({ state }: { state: ListingState }) {
  const [blog, facts, settings] = await Promise.all([getBlog(), getListingFacts(), getSiteSettings()]);
  if (!blog || !facts || !listingExists(facts, state)) notFound();
  return (
    <PageFrame settings={settings} path={listingPath(state)}>
      <PageSections sections={blog.page.sections} settings={settings} listing={state} />
    </PageFrame>
  );
}
