// Every part of Next this site uses that Next does not document: its internal modules (the file-system
// cache the site's handler extends, the tags manifest it keeps on disk), the files of a build it reads (client
// reference manifests, prerendered pages, BUILD_ID), a private global, and the private names
// in ./names.mjs. Nothing else in the project names one; each was read from Next `nextVersion` (web/package.json
// pins Next exactly). ./unbundled.mjs holds the rest (the start-up check, the compression middleware, Next's
// command-line entry): this file is taken into the proxy's bundle with the cache handler, so it requires only
// the modules it names, never a file chosen at run time.
//
// Next's modules are CommonJS, loaded on first use with `require`: the same instances Next's server loads
// (the tags manifest is one Map shared with Next), and nothing loaded by a script that only wants a build's id.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import {
  buildFiles,
  cacheKinds,
  cacheTagsHeader,
  clientReferenceGlobal,
  clientRequestHeaders,
  draftModeCookie,
  flightDataGlobal,
  manifestPattern,
  sharedIncrementalCacheGlobal,
} from "./names.mjs";

export * from "./names.mjs";

const requireNext = createRequire(import.meta.url);

/** @typedef {typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default} FileSystemCacheClass */

/** Next's default cache handler, the class the site's (../cache-handler.mjs) extends. */
export function fileSystemCacheClass() {
  /** @type {{ default?: FileSystemCacheClass }} */
  const module = requireNext("next/dist/server/lib/incremental-cache/file-system-cache.js");
  const FileSystemCache = module.default;
  if (typeof FileSystemCache !== "function" || typeof FileSystemCache.prototype.get !== "function") {
    throw new Error("next/dist/server/lib/incremental-cache/file-system-cache.js no longer exports Next's cache handler class");
  }
  return FileSystemCache;
}

/**
 * Next's revalidated tags in this process (the Map its default handler and its tag checks read), by tag:
 * when a publish made them stale and expired them.
 * @returns {Map<string, { stale?: number, expired?: number }>}
 */
export function tagsManifest() {
  const { tagsManifest: manifest } = requireNext("next/dist/server/lib/incremental-cache/tags-manifest.external.js");
  if (!(manifest instanceof Map)) {
    throw new Error("next/dist/server/lib/incremental-cache/tags-manifest.external.js no longer exports Next's tags manifest");
  }
  return manifest;
}

/**
 * Makes Next's proxy use the server's incremental cache (and so the configured handler) instead of one of its
 * own: a Node proxy gets its own unless told the server's is shared. Call before Next is loaded.
 */
export function shareIncrementalCacheWithProxy() {
  /** @type {Record<string, unknown>} */ (globalThis)[sharedIncrementalCacheGlobal] = true;
}

/**
 * The tags of a cache entry: a page's or a route's from its tags header, a content read's from the context
 * Next passes with it (`tags`, and the `softTags` of the page that read it).
 * @param {{ kind?: string, headers?: Record<string, unknown> } | null | undefined} value
 * @param {object} ctx Next's context of the read or the write
 * @returns {string[]}
 */
export function entryTags(value, ctx) {
  if (value?.kind === cacheKinds.fetch) {
    const { tags = [], softTags = [] } = /** @type {{ tags?: string[], softTags?: string[] }} */ (ctx);
    return [...tags, ...softTags];
  }
  const header = value && "headers" in value ? value.headers?.[cacheTagsHeader] : undefined;
  return typeof header === "string" ? header.split(",") : [];
}

/** Whether a cache entry is a page's or a route handler's answer (with headers), not a content read. @param {{ kind?: string } | null | undefined} value */
export const isResponseEntry = (value) => value?.kind === cacheKinds.page || value?.kind === cacheKinds.route;

/** Whether a request is Next's own client asking (an RSC payload, a prefetch, a server action), not a page view. @param {import("node:http").IncomingHttpHeaders} headers */
export const isNextClientRequest = (headers) => clientRequestHeaders.some((name) => headers[name]);

const draftCookiePattern = new RegExp(`(?:^|;\\s*)${draftModeCookie}=`);
/** Whether a request carries draft mode's cookie. @param {import("node:http").IncomingHttpHeaders} headers */
export const inDraftMode = (headers) => draftCookiePattern.test(String(headers.cookie ?? ""));

/** Whether `distDir` holds a complete build. @param {string} distDir */
export const isBuilt = (distDir) => existsSync(join(distDir, buildFiles.buildId));

/** The build's id, from `<distDir>/BUILD_ID`. @param {string} distDir */
export const buildId = (distDir) => readFileSync(/* turbopackIgnore: true */ join(distDir, buildFiles.buildId), "utf8").trim();

/** @param {string} dir @param {(file: string) => boolean} keep @returns {string[]} */
const filesUnder = (dir, keep) =>
  readdirSync(/* turbopackIgnore: true */ dir, { recursive: true, encoding: "utf8" })
    .filter(keep)
    .map((file) => join(/* turbopackIgnore: true */ dir, file));

/**
 * The client modules one client reference manifest lists (module path → its chunks).
 * @param {string} source the text of a `page_client-reference-manifest.js`
 * @returns {Map<string, string[]>}
 */
export function clientModulesOf(source) {
  const json = source.match(manifestPattern)?.[1];
  /** @type {{ clientModules?: unknown }} */
  const manifest = json ? JSON.parse(json) : {};
  const modules = manifest.clientModules;
  if (typeof modules !== "object" || modules === null) {
    throw new Error("Unrecognised client reference manifest: has the Next.js version changed?");
  }
  return new Map(
    Object.entries(modules).map(([path, module]) => {
      const chunks = /** @type {{ chunks?: unknown }} */ (module).chunks;
      if (!Array.isArray(chunks)) throw new Error(`Unrecognised client reference manifest entry for ${path}: no chunk list`);
      return [path, chunks.map(String)];
    }),
  );
}

/**
 * The client modules of each of a build's pages (`clientModulesOf` each client reference manifest).
 * @param {string} serverDistDir Next's `<distDir>/server`
 */
export function clientReferenceManifests(serverDistDir) {
  const suffix = `_${buildFiles.clientReferenceManifest}.js`;
  const files = filesUnder(join(serverDistDir, "app"), (file) => file.endsWith(suffix));
  if (files.length === 0) throw new Error(`No client reference manifest under ${serverDistDir}/app: has the Next.js version changed?`);
  return files.map((file) => clientModulesOf(readFileSync(/* turbopackIgnore: true */ file, "utf8")));
}

/**
 * A build's prerendered pages' HTML files, by route.
 * @param {string} serverDistDir Next's `<distDir>/server`
 * @returns {{ route: string, file: string }[]}
 */
export function prerenderedPages(serverDistDir) {
  const app = join(serverDistDir, "app");
  return filesUnder(app, (name) => name.endsWith(".html")).map((file) => ({
    route: `/${relative(app, file).replace(/\.html$/, "")}`,
    file,
  }));
}

/**
 * Writes a build's manifests in Next's format, for tests of what reads them (the build check, the policy).
 * @param {string} distDir
 * @param {{ clientModules: Record<string, Record<string, string[]>> }} build
 *   clientModules: per page route (`/contact/page`), module path → chunks
 */
export function writeBuildManifests(distDir, { clientModules }) {
  const server = join(distDir, "server");
  for (const [route, modules] of Object.entries(clientModules)) {
    const file = join(server, "app", `${route}_${buildFiles.clientReferenceManifest}.js`);
    mkdirSync(dirname(file), { recursive: true });
    const entries = Object.fromEntries(Object.entries(modules).map(([path, chunks]) => [path, { chunks }]));
    writeFileSync(
      file,
      `globalThis.${clientReferenceGlobal} = globalThis.${clientReferenceGlobal} || {};\n` +
        `globalThis.${clientReferenceGlobal}[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: entries })};\n`,
    );
  }
  mkdirSync(join(server, "app"), { recursive: true });
  writeFileSync(join(distDir, buildFiles.buildId), "test-build");
}

/** An inline script as Next writes a page's RSC payload into its HTML, for test pages. @param {string} data */
export const flightDataScript = (data) => `<script>${flightDataGlobal}.push(${data})</script>`;
