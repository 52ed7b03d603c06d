import type { Metadata } from "next";
import { ListingRoute, listingMetadata, listingParams } from "../../listing-route";

type Props = { params: Promise<{ category: string }> };

/** /blog/category/<slug>: the first page of a category's posts. */
export async function generateStaticParams() {
  return (await listingParams()).filter((state) => state.category && state.page === 1).map((state) => ({ category: state.category }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata({ category: (await params).category, page: 1 });
}

export default async function CategoryPage({ params }: Props) {
  return <ListingRoute state={{ category: (await params).category, page: 1 }} />;
}
