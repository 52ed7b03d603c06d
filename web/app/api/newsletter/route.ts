import { newsletterHandler } from "@/lib/newsletter/instance";
import { socketAddressOf } from "@/lib/runtime";

// node:sqlite, pg and nodemailer need Node; every request is handled fresh.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The newsletter box's native post (lib/newsletter/handler.ts); the socket's address comes from server.mjs. */
export function POST(request: Request) {
  return newsletterHandler().subscribe(request, socketAddressOf(request));
}
