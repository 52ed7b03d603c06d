/**
 * What Node and Next tell the site about where it runs, and what server.mjs hands its routes: not settings
 * (docs/settings.md names these variables apart). Also imported as it is by server.mjs: erasable TypeScript only.
 */

/**
 * Whether this code runs inside Next's server or build (where content reads go through Next's data cache)
 * rather than in a script or a unit test. Next replaces `process.env.NEXT_RUNTIME` in its bundles.
 */
export const inNextServer: boolean = process.env.NEXT_RUNTIME === "nodejs";

/** Whether this is `next dev` (no server.mjs: the search page is then fetched from the development server). */
export const developmentServer: boolean = process.env.NODE_ENV === "development";

/**
 * Whether the Next server is starting (instrumentation.ts), rather than a build (`next build` runs the
 * instrumentation too) or a script. Read when called: Next sets the phase as it starts.
 */
export function nextServerStarting(): boolean {
  return inNextServer && process.env.NEXT_PHASE !== "phase-production-build";
}

/**
 * A build reads the content as it is now (next.config.ts): true once, in the build's main process, which
 * marks its environment (SITE_BUILD_READS_FRESH) so that its workers, inheriting it, answer false.
 */
export function firstBuildProcess(): boolean {
  if (process.env.SITE_BUILD_READS_FRESH === "1") return false;
  process.env.SITE_BUILD_READS_FRESH = "1";
  return true;
}

/**
 * The private header in which server.mjs passes each request's socket address (its name random per process,
 * so no client can set it): handed to the routes, which run in its process, on the process itself.
 */
const socketHeader = Symbol.for("site.socketAddressHeader");
type Carrier = { [socketHeader]?: string };

/** server.mjs, before it loads Next: the header it adds to every request. */
export function passSocketAddressHeader(header: string): void {
  (globalThis as Carrier)[socketHeader] = header;
}

/** The address of the request's socket peer, from server.mjs (undefined under another server). */
export function socketAddressOf(request: Request): string | undefined {
  const header = (globalThis as Carrier)[socketHeader];
  return header ? (request.headers.get(header) ?? undefined) : undefined;
}
