import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { createSanityClient } from "@/lib/content/source-sanity";
import { previewConfig } from "@/lib/env";
import { checkPreviewUrl } from "@/lib/preview/check-preview-url";

/** Switches on draft mode for the Studio's Presentation tool, then opens the page it asked for. */
export async function GET(request: Request) {
  const check = await checkPreviewUrl(request.url, previewConfig && createSanityClient(previewConfig));
  if (!check.ok) return Response.json({ error: check.error }, { status: check.status });
  (await draftMode()).enable();
  // The preview runs in the Studio's iframe, often on another site: the cookie must be sent cross-site.
  const cookieStore = await cookies();
  const bypass = cookieStore.get("__prerender_bypass");
  if (bypass) cookieStore.set({ name: bypass.name, value: bypass.value, httpOnly: true, path: "/", secure: true, sameSite: "none" });
  redirect(check.redirectTo);
}
