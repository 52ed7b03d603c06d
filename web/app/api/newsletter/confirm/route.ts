import { newsletterHandler } from "@/lib/newsletter/instance";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The confirm link of the newsletter's emails: GET shows a page with one button, POST acts (lib/newsletter/handler.ts). */
export function GET(request: Request) {
  return newsletterHandler().showConfirm(request);
}

export function POST(request: Request) {
  return newsletterHandler().confirm(request);
}
