import type { Metadata } from "next";
import { ListingRoute, listingMetadata, listingParams, pageParam } from "../../listing-route";

type Props = { params: Promise<{ n: string }> };

/** /blog/page/<n>: page n (from 2) of every post, newest first. */
export async function generateStaticParams() {
  return (await listingParams()).filter((state) => !state.category).map((state) => ({ n: String(state.page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ page: pageParam((await params).n) });
}

export default async function BlogPage({ params }: Props) {
  return <ListingRoute state={{ page: pageParam((await params).n) }} />;
}
