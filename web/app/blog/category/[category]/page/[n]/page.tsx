import type { Metadata } from "next";
import { ListingRoute, listingMetadata, listingParams, pageParam } from "../../../../listing-route";

type Props = { params: Promise<{ category: string; n: string }> };

/** /blog/category/<slug>/page/<n>: page n (from 2) of a category's posts. */
export async function generateStaticParams() {
  return (await listingParams())
    .filter((state) => state.category && state.page > 1)
    .map((state) => ({ category: state.category, n: String(state.page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, n } = await params;
  return listingMetadata({ category, page: pageParam(n) });
}

export default async function CategoryPageN({ params }: Props) {
  const { category, n } = await params;
  return <ListingRoute state={{ category, page: pageParam(n) }} />;
}
