import type { Metadata } from "next";
import { getAuthorSlugs } from "@/lib/content/author";
import { AuthorRoute, authorMetadata } from "../author-route";

type Props = { params: Promise<{ slug: string }> };

/** One page per author: who they are and their newest posts. A later author renders on first request (ISR). */
export async function generateStaticParams() {
  return (await getAuthorSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authorMetadata((await params).slug, 1);
}

export default async function AuthorPage({ params }: Props) {
  return <AuthorRoute slug={(await params).slug} page={1} />;
}
