import { registrationHandler } from "@/lib/events/instance";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The confirmation email's cancel link: a page with one button (GET changes nothing); the button's POST cancels. */
export function GET(request: Request) {
  return registrationHandler().showCancel(request);
}

export function POST(request: Request) {
  return registrationHandler().cancel(request);
}
