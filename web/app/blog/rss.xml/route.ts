import { getNewestPostCards } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { feedSize, rssFeed } from "@/lib/feed";

// /blog/rss.xml: made at build time and again after each publish (the webhook revalidates it with the
// pages), never per request.
export const dynamic = "force-static";

export async function GET() {
  const [settings, publication, posts] = await Promise.all([getSiteSettings(), getPublication(), getNewestPostCards(feedSize)]);
  return new Response(rssFeed(settings, publication, posts), {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
}
