import { registrationHandler } from "@/lib/events/instance";
import { socketAddressOf } from "@/lib/runtime";

/** An event page's registration form, posted natively (lib/events/handler.ts). */
export const POST = (request: Request) => registrationHandler().register(request, socketAddressOf(request));
