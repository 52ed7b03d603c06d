import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { createSanityClient } from "@/lib/content/source-sanity";
import { previewConfig } from "@/lib/env";
import { checkPreviewUrl, previewCookies } from "@/lib/preview/check-preview-url";
import { socketAddressOf } from "@/lib/runtime";

/** Switches on draft mode for the Studio's Presentation tool, in the perspective it asks for, then opens the page it asked for. */
export async function GET(request: Request) {
  const check = await checkPreviewUrl(request, previewConfig && createSanityClient(previewConfig), {
    socketAddress: socketAddressOf(request),
  });
  if (!check.ok) {
    const headers = check.retryAfter ? { "retry-after": String(check.retryAfter) } : undefined;
    return Response.json({ error: check.error }, { status: check.status, headers });
  }
  (await draftMode()).enable();
  const cookieStore = await cookies();
  for (const cookie of previewCookies(cookieStore.get("__prerender_bypass"), check.perspective)) cookieStore.set(cookie);
  redirect(check.redirectTo);
}
