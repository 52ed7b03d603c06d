import { type NextRequest, NextResponse } from "next/server";

/**
 * The contact form posts to the site root (as the specification's call does). A POST to `/` is
 * handed to the contact route handler; every other request, GET / included, goes on untouched.
 */
export function proxy(request: NextRequest) {
  if (request.method === "POST" && request.nextUrl.pathname === "/") {
    return NextResponse.rewrite(new URL("/api/contact", request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: "/" };
