import { getPageIds, getPageSeo } from "@/lib/content/page-ids";
import { ogImageResponse } from "../og-image";

/** The sharing card of every page, post, case study and author, made at build time; one published later gets its card on request. */
export async function generateStaticParams() {
  return (await getPageIds()).map((id) => ({ id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const seo = await getPageSeo((await params).id);
  if (!seo) return new Response("No page, post, case study or author has this id.", { status: 404 });
  return ogImageResponse(seo.title);
}
