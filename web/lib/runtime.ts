import { perProcess } from "./publish-clock.mjs";

// What Node, Next and server.mjs tell the site about where it runs: not settings. Node loads it as it is (server.mjs).

/** Inside Next's server or build (content reads go through Next's data cache), not a script or a unit test. */
export const inNextServer: boolean = process.env.NEXT_RUNTIME === "nodejs";

/** The header server.mjs passes each request's socket address in: random per process, so no client sets it. */
const socket = perProcess("socketAddressHeader", (): { header?: string } => ({}));

export function passSocketAddressHeader(header: string): void {
  socket.header = header;
}

/** The address of the request's socket peer, from server.mjs (undefined under another server). */
export function socketAddressOf(request: Request): string | undefined {
  return socket.header ? (request.headers.get(socket.header) ?? undefined) : undefined;
}
