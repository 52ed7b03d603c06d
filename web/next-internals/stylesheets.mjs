// A page the server draws outside a route (lib/answer-page.tsx) links the stylesheets of the site's pages: read
// from the build here, with no import but node's and ./names.mjs, so that a route handler's bundle can take it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildFiles, manifestPattern, notFoundRoute } from "./names.mjs";

/**
 * The addresses of the stylesheets the root layout gives every page (`/_next/static/…css`), as the build's 404 page
 * lists them (its client reference manifest's entryCSSFiles): what a page the server draws outside a route links.
 * None without a build (tests, `next dev` before its first page).
 * @param {string} serverDistDir Next's `<distDir>/server`
 * @returns {string[]}
 */
export function layoutStylesheets(serverDistDir) {
  const file = join(serverDistDir, "app", `${notFoundRoute}/page_${buildFiles.clientReferenceManifest}.js`);
  if (!existsSync(/* turbopackIgnore: true */ file)) return [];
  const json = readFileSync(/* turbopackIgnore: true */ file, "utf8").match(manifestPattern)?.[1];
  /** @type {{ entryCSSFiles?: Record<string, Array<{ path: string }>> }} */
  const manifest = json ? JSON.parse(json) : {};
  const layout = Object.entries(manifest.entryCSSFiles ?? {}).find(([entry]) => entry.endsWith("/app/layout"));
  if (!layout) throw new Error(`No root layout stylesheet in ${file}: has the Next.js version changed?`);
  return layout[1].map((css) => `/_next/${css.path}`);
}
