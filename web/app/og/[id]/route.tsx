import { z } from "zod";
import { contentQuery, fetchContent } from "@/lib/content/fetch";
import { getPageIds, sharedTypes } from "@/lib/content/page-ids";
import { ogImageResponse } from "../og-image";

/** The title on a document's sharing card: its search title, or its title or name. */
const pageSeoQuery = contentQuery(
  "pageSeo",
  `*[${sharedTypes} && _id == $id][0]{"title": coalesce(seo.title, title, name)}`,
  z.object({ title: z.string().min(1) }).nullable(),
);

/** The sharing card of every page, post, case study and author, made at build time; one published later gets its card on request. */
export async function generateStaticParams() {
  return (await getPageIds()).map((id) => ({ id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const seo = await fetchContent(pageSeoQuery, { id: (await params).id });
  if (!seo) return new Response("No page, post, case study or author has this id.", { status: 404 });
  return ogImageResponse(seo.title);
}
