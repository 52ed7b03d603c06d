// The parts of the adapter to Next's internals that cannot be bundled: the start-up check (next.config.ts) and Next's
// command-line entry for the scripts.
import { createRequire } from "node:module";
import { nextVersion } from "./names.mjs";

const requireNext = createRequire(import.meta.url);

/** Next's command-line entry (`next build`, `next start`), for running it with this Node directly (no shell shim). */
export const nextBin = requireNext.resolve("next/dist/bin/next");

/** The start-up check (next.config.ts): the installed Next is the one this adapter was read from (next-internals.test.ts). */
export function checkNextInternals(version = requireNext("next/package.json").version) {
  if (version !== nextVersion) {
    throw new Error(`Next is ${version}, web/next-internals/ was read from ${nextVersion}: see next-internals.test.ts before changing it`);
  }
}
