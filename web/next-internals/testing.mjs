// For tests only: a build's files as Next writes them, and the file-system methods Next gives a cache handler.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { buildFiles, flightDataGlobal } from "./names.mjs";

/** The `fs` of Next's cache handler context, for tests that make a handler themselves. */
export const nodeFs = () => createRequire(import.meta.url)("next/dist/server/lib/node-fs-methods.js").nodeFs;

/**
 * Writes a build's BUILD_ID and client reference manifests in Next's format.
 * @param {string} distDir
 * @param {{ clientModules: Record<string, Record<string, string[]>> }} build per page route (`/contact/page`), module path → chunks
 */
export function writeBuildManifests(distDir, { clientModules }) {
  const server = join(distDir, "server");
  mkdirSync(join(server, "app"), { recursive: true });
  for (const [route, modules] of Object.entries(clientModules)) {
    const file = join(server, "app", `${route}_${buildFiles.clientReferenceManifest}.js`);
    mkdirSync(dirname(file), { recursive: true });
    const entries = Object.fromEntries(Object.entries(modules).map(([path, chunks]) => [path, { chunks }]));
    writeFileSync(
      file,
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
        `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: entries })};\n`,
    );
  }
  writeFileSync(join(distDir, buildFiles.buildId), "test-build");
}

/** An inline script as Next writes a page's RSC payload into its HTML, for test pages. @param {string} data */
export const flightDataScript = (data) => `<script>${flightDataGlobal}.push(${data})</script>`;
