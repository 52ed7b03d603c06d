// Next's own file-system cache for prerendered pages, with one change: the HTML it hands out carries
// Next's client runtime as the page's route declares (lib/client-runtime.mjs): by default none. Every
// page the server sends from its cache passes through `get`, both those prerendered at build time and
// those regenerated after a publish, so no visitor of a content page downloads the 134 kB runtime.
//
// Next loads this file itself (next.config.ts `cacheHandler`), at runtime, outside the bundler, on the
// first request. It extends Next's internal default handler, pinned with Next's exact version in
// web/package.json; `checkBuild`, which next.config.ts runs when `next start` starts, verifies that
// handler and the manifests it reads before any request is served, so a Next upgrade that changes them
// stops the server with the reason instead of failing a visitor.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { appClientChunks, perRequestPages, servedHtml } from "./lib/client-runtime.mjs";

/** @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default} */
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
if (typeof FileSystemCache !== "function" || typeof FileSystemCache.prototype.get !== "function") {
  throw new Error("next/dist/server/lib/incremental-cache/file-system-cache.js no longer exports Next's cache handler class");
}

/** @param {string} dir @param {(file: string) => boolean} keep @returns {string[]} */
const filesUnder = (dir, keep) =>
  readdirSync(/* turbopackIgnore: true */ dir, { recursive: true, encoding: "utf8" })
    .filter(keep)
    .map((file) => join(/* turbopackIgnore: true */ dir, file));

/** @type {Map<string, Set<string>>} the site's client chunks, per build (server dist folder) */
const chunksByBuild = new Map();

/** @param {string} serverDistDir */
function clientChunksOf(serverDistDir) {
  let chunks = chunksByBuild.get(serverDistDir);
  if (!chunks) {
    const manifests = filesUnder(join(serverDistDir, "app"), (file) => file.endsWith("_client-reference-manifest.js"));
    if (manifests.length === 0)
      throw new Error(`No client reference manifest under ${serverDistDir}/app: has the Next.js version changed?`);
    chunks = appClientChunks(manifests.map((file) => readFileSync(/* turbopackIgnore: true */ file, "utf8")));
    chunksByBuild.set(serverDistDir, chunks);
  }
  return chunks;
}

/**
 * Verifies a build once, before serving it: Next's manifests are in the format this handler reads, no
 * page renders per request (its HTML would never pass through here, so it would carry Next's whole
 * runtime whatever its route declares), and every prerendered page declares a policy it can be served
 * with. Throws with every offending page named.
 * @param {string} serverDistDir Next's `<distDir>/server`
 */
export function checkBuild(serverDistDir) {
  const chunks = clientChunksOf(serverDistDir);
  /** @param {string} path */
  const json = (path) => JSON.parse(readFileSync(/* turbopackIgnore: true */ path, "utf8"));
  const problems = perRequestPages(
    json(join(serverDistDir, "app-paths-manifest.json")),
    json(join(serverDistDir, "..", "prerender-manifest.json")),
  ).map(
    (page) =>
      `Page ${page} is rendered per request: its HTML never passes through the cache handler, so it would carry Next's whole ` +
      "client runtime whatever its route declares. Make it static or regenerated (generateStaticParams, revalidate), or serve " +
      "every page with Next's runtime (CLIENT_RUNTIME=next).",
  );
  for (const file of filesUnder(join(serverDistDir, "app"), (name) => name.endsWith(".html"))) {
    try {
      servedHtml(
        readFileSync(/* turbopackIgnore: true */ file, "utf8"),
        chunks,
        `/${relative(join(serverDistDir, "app"), file).replace(/\.html$/, "")}`,
      );
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new Error(`Client-runtime policy (see web/lib/client-runtime.mjs):\n  ${problems.join("\n  ")}`);
}

/**
 * What a cached value is served as, computed once per value: Next keeps the value it read or rendered in
 * its memory cache and hands the same object out on every hit until the page is regenerated.
 * @type {WeakMap<object, string>}
 */
const servedByValue = new WeakMap();

export default class ClientRuntimeCache extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    this.serverDistDir = ctx.serverDistDir;
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args */
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    if (value?.kind !== "APP_PAGE" || typeof value.html !== "string" || !this.serverDistDir) return entry;
    let html = servedByValue.get(value);
    if (html === undefined) {
      try {
        html = servedHtml(value.html, clientChunksOf(this.serverDistDir), args[0]);
      } catch (error) {
        // A page regenerated since start-up (checkBuild saw the others) that breaks the policy: served as
        // Next rendered it, so that its client component works at once, and reported in the server's log.
        console.error(error);
        html = value.html;
      }
      servedByValue.set(value, html);
    }
    // A copy: the cached entry itself stays as Next rendered it.
    return { ...entry, value: { ...value, html } };
  }
}
