import { newsletterHandler } from "@/lib/newsletter/instance";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The unsubscribe link of the newsletter's emails: GET shows a page with one button, POST acts (lib/newsletter/handler.ts). */
export const GET = (request: Request) => newsletterHandler().unsubscribe(request);
export const POST = GET;
