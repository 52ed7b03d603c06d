// The build check next.config.ts runs when `next start` (or server.mjs) loads it: every page the build prerendered
// can be served under the client-runtime policy (./client-runtime.mjs). Plain JavaScript: next.config.ts loads it
// outside the bundler.
import { readFileSync } from "node:fs";
import { clientReferenceManifests, prerenderedPages } from "../next-internals/index.mjs";
import { appClientChunks, servedHtml } from "./client-runtime.mjs";

/**
 * Throws, naming every offending page, unless Next's manifests are in the format read here and every prerendered
 * page declares a client-runtime policy it can be served with (a page rendered per request is checked as sent).
 * @param {string} serverDistDir Next's `<distDir>/server`
 */
export function checkBuild(serverDistDir) {
  const chunks = appClientChunks(clientReferenceManifests(serverDistDir));
  /** @type {string[]} */
  const problems = [];
  for (const { route, file } of prerenderedPages(serverDistDir)) {
    try {
      servedHtml(readFileSync(/* turbopackIgnore: true */ file, "utf8"), chunks, route);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new Error(`Client-runtime policy (see web/lib/client-runtime.mjs):\n  ${problems.join("\n  ")}`);
}
