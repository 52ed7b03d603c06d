// The parts of Next the site uses that Next does not document; nothing else in the project names one. Each internal
// module is required on first use, so bundled code gets the instances Next's server loaded (the tags manifest is
// Next's own Map). ./unbundled.mjs holds what cannot be bundled.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import {
  buildFiles,
  cacheTagsHeader,
  clientRequestHeaders,
  draftModeCookie,
  fetchEntryKind,
  manifestPattern,
  sharedIncrementalCacheGlobal,
} from "./names.mjs";

export * from "./names.mjs";

const requireNext = createRequire(import.meta.url);

/**
 * Next's default cache handler, which ../cache-handler.mjs extends.
 * @returns {typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default}
 */
export const fileSystemCacheClass = () => requireNext("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

/** Next's revalidated tags in this process. @returns {Map<string, { stale?: number, expired?: number }>} */
export const tagsManifest = () => requireNext("next/dist/server/lib/incremental-cache/tags-manifest.external.js").tagsManifest;

/**
 * Expires `tags` now from a route handler, awaited, their error the handler's (Next runs `revalidateTag` only after
 * the handler returned, then answers whatever it gave). @param {string[]} tags
 */
export async function expireTags(tags) {
  /** @type {{ incrementalCache?: { revalidateTag(tags: string[], durations: { expire: number }): Promise<void> } } | undefined} */
  const store = requireNext("next/dist/server/app-render/work-async-storage.external.js").workAsyncStorage.getStore();
  if (!store?.incrementalCache) throw new Error("expireTags: no incremental cache here (only within a route handler)");
  await store.incrementalCache.revalidateTag(tags, { expire: 0 });
}

/**
 * Next's copy of the compression middleware, which server.mjs runs around Next's handler.
 * @param {{ threshold?: number | string, level?: number }} [options]
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse, next: (error?: unknown) => void) => void}
 */
export const compression = (options) => requireNext("next/dist/compiled/compression/index.js")(options);

/** Makes Next's proxy use the server's incremental cache (and so the configured handler). Call before Next is loaded. */
export function shareIncrementalCacheWithProxy() {
  /** @type {Record<string, unknown>} */ (globalThis)[sharedIncrementalCacheGlobal] = true;
}

/**
 * A cache entry's tags: a page's from its header, a content read's from Next's context (`tags` and the page's `softTags`).
 * @param {{ kind?: string, headers?: Record<string, unknown> } | null | undefined} value @param {object} ctx
 */
export function entryTags(value, ctx) {
  if (value?.kind === fetchEntryKind) {
    const { tags = [], softTags = [] } = /** @type {{ tags?: string[], softTags?: string[] }} */ (ctx);
    return [...tags, ...softTags];
  }
  const header = value?.headers?.[cacheTagsHeader];
  return typeof header === "string" ? header.split(",") : [];
}

/** Whether Next's own client asks (an RSC payload, a prefetch, a server action). @param {import("node:http").IncomingHttpHeaders} headers */
export const isNextClientRequest = (headers) => clientRequestHeaders.some((name) => headers[name]);

const draftCookiePattern = new RegExp(`(?:^|;\\s*)${draftModeCookie}=`);
/** Whether a request carries draft mode's cookie. @param {import("node:http").IncomingHttpHeaders} headers */
export const inDraftMode = (headers) => draftCookiePattern.test(String(headers.cookie ?? ""));

/** Whether `distDir` holds a complete build. @param {string} distDir */
export const isBuilt = (distDir) => existsSync(join(distDir, buildFiles.buildId));

/** The build's id, from `<distDir>/BUILD_ID`, or undefined without a build. @param {string} distDir */
export const buildId = (distDir) =>
  isBuilt(distDir) ? readFileSync(/* turbopackIgnore: true */ join(distDir, buildFiles.buildId), "utf8").trim() : undefined;

/** @param {string} dir @param {string} suffix */
const filesUnder = (dir, suffix) =>
  readdirSync(/* turbopackIgnore: true */ dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(/* turbopackIgnore: true */ dir, file));

/**
 * A client reference manifest's modules (path → chunks); throws on a format it cannot read.
 * @param {string} source the text of a `page_client-reference-manifest.js` @returns {Map<string, string[]>}
 */
export function clientModulesOf(source) {
  const json = source.match(manifestPattern)?.[1];
  /** @type {{ clientModules?: Record<string, { chunks?: unknown }> }} */
  const manifest = json ? JSON.parse(json) : {};
  if (!(manifest.clientModules instanceof Object))
    throw new Error("Unrecognised client reference manifest: has the Next.js version changed?");
  return new Map(
    Object.entries(manifest.clientModules).map(([path, { chunks }]) => {
      if (!Array.isArray(chunks)) throw new Error(`Unrecognised client reference manifest entry for ${path}: no chunk list`);
      return [path, chunks.map(String)];
    }),
  );
}

/** The client modules of each of a build's pages. @param {string} serverDistDir Next's `<distDir>/server` */
export function clientReferenceManifests(serverDistDir) {
  const files = filesUnder(join(serverDistDir, "app"), `_${buildFiles.clientReferenceManifest}.js`);
  if (files.length === 0) throw new Error(`No client reference manifest under ${serverDistDir}/app: has the Next.js version changed?`);
  return files.map((file) => clientModulesOf(readFileSync(/* turbopackIgnore: true */ file, "utf8")));
}

/** A build's prerendered pages' HTML files, by route. @param {string} serverDistDir Next's `<distDir>/server` */
export function prerenderedPages(serverDistDir) {
  const app = join(serverDistDir, "app");
  return filesUnder(app, ".html").map((file) => ({ route: `/${relative(app, file).replace(/\.html$/, "")}`, file }));
}
