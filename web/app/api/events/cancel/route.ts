import { registrationHandler } from "@/lib/events/instance";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The confirmation email's cancel link: a page with one button (GET changes nothing); the button's POST cancels. */
export const GET = (request: Request) => registrationHandler().cancel(request);
export const POST = GET;
