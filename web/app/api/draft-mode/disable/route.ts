import { draftMode } from "next/headers";
import { redirect } from "next/navigation";

/** Leaves the preview: the site shows published content again. */
export async function GET() {
  (await draftMode()).disable();
  redirect("/");
}
