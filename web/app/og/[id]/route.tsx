import { ogImageResponse } from "@/components/seo/og-image";
import { getPageIds, getPageSeo } from "@/lib/content/page";

type Context = { params: Promise<{ id: string }> };

/** Every page document's sharing card, made at build time; a page published later gets its card on request. */
export async function generateStaticParams() {
  return (await getPageIds()).map((id) => ({ id }));
}

export async function GET(_request: Request, { params }: Context) {
  const seo = await getPageSeo((await params).id);
  if (!seo) return new Response("No page has this id.", { status: 404 });
  return ogImageResponse(seo.title);
}
