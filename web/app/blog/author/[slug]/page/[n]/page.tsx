import type { Metadata } from "next";
import { pageParam } from "../../../../listing-route";
import { AuthorRoute, authorLaterPages, authorMetadata } from "../../../author-route";

type Props = { params: Promise<{ slug: string; n: string }> };

/** /blog/author/<slug>/page/<n>: page n (from 2) of an author's posts. */
export async function generateStaticParams() {
  return authorLaterPages();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, n } = await params;
  return authorMetadata(slug, pageParam(n));
}

export default async function AuthorListPage({ params }: Props) {
  const { slug, n } = await params;
  return <AuthorRoute slug={slug} page={pageParam(n)} />;
}
