import { registrationHandler } from "@/lib/events/instance";
import { socketAddressOf } from "@/lib/runtime";

// node:sqlite, pg and nodemailer need Node; every request is handled fresh.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** An event page's registration form, posted natively (lib/events/handler.ts); the socket's address comes from server.mjs. */
export function POST(request: Request) {
  return registrationHandler().register(request, socketAddressOf(request));
}
