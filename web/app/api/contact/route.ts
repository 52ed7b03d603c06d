import { loadContactAnswerCopy, loadStaffNotice } from "@/lib/contact/copy";
import { createContactHandler } from "@/lib/contact/handler";
import { contactConfig } from "@/lib/form-settings";
import { socketAddressOf } from "@/lib/runtime";

const handler = createContactHandler({ config: contactConfig, loadCopy: loadContactAnswerCopy, loadStaffNotice });

/**
 * `POST /` with a form body arrives here (a rewrite in next.config.ts); the site root itself stays a static page. Route
 * handlers run on Node (node:sqlite, pg, nodemailer), and a POST is handled fresh each time.
 */
export const POST = (request: Request) => handler.POST(request, socketAddressOf(request));
