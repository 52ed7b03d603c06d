import type { Metadata } from "next";
import { Newsletter } from "@/components/sections/newsletter";
import { PageHero } from "@/components/sections/page-hero";
import { PostListing } from "@/components/sections/post-listing";
import { getBlogPage } from "@/lib/content/blog-page";
import { getPosts } from "@/lib/content/post";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getBlogPage()).seo, "/blog");
}

export default async function BlogPage() {
  const [page, posts] = await Promise.all([getBlogPage(), getPosts()]);
  return (
    <>
      <PageHero hero={page.hero} />
      <PostListing page={page} posts={posts} />
      <Newsletter newsletter={page.newsletter} />
    </>
  );
}
