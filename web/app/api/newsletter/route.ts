import { newsletterHandler } from "@/lib/newsletter/instance";
import { socketAddressOf } from "@/lib/runtime";

/** The newsletter box's native post (lib/newsletter/handler.ts). */
export const POST = (request: Request) => newsletterHandler().subscribe(request, socketAddressOf(request));
