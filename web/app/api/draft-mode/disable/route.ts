import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { perspectiveCookieName } from "@/lib/preview/check-preview-url";

/** Leaves the preview: the site shows published content again. */
export async function GET() {
  (await draftMode()).disable();
  (await cookies()).delete(perspectiveCookieName);
  redirect("/");
}
