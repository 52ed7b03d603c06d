import { loadContactAnswerCopy, loadStaffNotice } from "@/lib/contact/copy";
import { createContactHandler } from "@/lib/contact/handler";
import { contactConfig } from "@/lib/env";
import { socketAddressOf } from "@/lib/runtime";

// node:sqlite, pg and nodemailer need Node; every request is handled fresh.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = createContactHandler({ config: contactConfig, loadCopy: loadContactAnswerCopy, loadStaffNotice });

/**
 * `POST /` with a form body arrives here (a rewrite in next.config.ts); the site root itself stays a
 * static page. The socket's address comes from server.mjs in a header whose name only this process knows.
 */
export function POST(request: Request) {
  return handler.POST(request, socketAddressOf(request));
}
