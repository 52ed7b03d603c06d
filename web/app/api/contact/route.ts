import { loadErrorPageCopy } from "@/lib/contact/copy";
import { createContactHandler } from "@/lib/contact/handler";
import { contactConfig } from "@/lib/env";

// node:sqlite and nodemailer need Node; every request is handled fresh.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = createContactHandler({ config: contactConfig, loadCopy: loadErrorPageCopy });

/** `POST /` with a form body arrives here (a rewrite in next.config.ts); the site root itself stays a static page. */
export const POST = handler.POST;
