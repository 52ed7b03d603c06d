// The parts of the adapter to Next's internals that run only outside Next's bundles: the start-up check
// (next.config.ts), the compression middleware server.mjs runs, and Next's command-line entry for the scripts.
import { createRequire } from "node:module";
import { nextVersion } from "./names.mjs";

const requireNext = createRequire(import.meta.url);

/** Next's command-line entry (`next build`, `next start`), for running it with this Node directly (no shell shim). */
export const nextBin = requireNext.resolve("next/dist/bin/next");

/**
 * Next's bundled copy of the compression middleware (https://github.com/expressjs/compression), which server.mjs
 * runs around Next's handler (next.config.ts turns Next's own off).
 * @param {{ threshold?: number | string, level?: number }} [options]
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse, next: (error?: unknown) => void) => void}
 */
export const compression = (options) => requireNext("next/dist/compiled/compression/index.js")(options);

/**
 * The start-up check (next.config.ts): the installed Next must be the one ./names.mjs and the cache handlers were
 * read from, or the server stops before a visitor meets a changed internal. What each relied-on file of that
 * version defines and does is checked by next-internals.test.ts, which says what to re-read on an upgrade.
 */
export function checkNextInternals(version = requireNext("next/package.json").version) {
  if (version !== nextVersion) {
    throw new Error(`Next is ${version}, web/next-internals/ was read from ${nextVersion}: see next-internals.test.ts before changing it`);
  }
}
