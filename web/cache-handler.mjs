// Next's own file-system cache for prerendered pages, with one change: the HTML it hands out carries
// Next's client runtime only where a page needs it (see lib/client-runtime.mjs). Every page the server
// sends from its cache passes through `get`, both those prerendered at build time and those regenerated
// after a publish, so no visitor of a content page downloads the 134 kB framework runtime.
//
// Next loads this file itself (next.config.ts `cacheHandler`), at runtime, outside the bundler. It
// extends Next's internal default handler, pinned with Next's exact version in web/package.json; the
// browser suite checks the result on every route, so a Next upgrade that changes it fails the tests.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { appClientChunks, withoutClientRuntime } from "./lib/client-runtime.mjs";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

/** @type {Map<string, Set<string>>} the site's client chunks, per build (server dist folder) */
const chunksByBuild = new Map();

/** @param {string} serverDistDir */
function clientChunksOf(serverDistDir) {
  let chunks = chunksByBuild.get(serverDistDir);
  if (!chunks) {
    const appDir = join(serverDistDir, "app");
    const manifests = readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("_client-reference-manifest.js"))
      .map((file) => readFileSync(join(appDir, file), "utf8"));
    chunks = appClientChunks(manifests);
    chunksByBuild.set(serverDistDir, chunks);
  }
  return chunks;
}

export default class ClientRuntimeCache extends FileSystemCache {
  /** @param {{ serverDistDir: string }} ctx */
  constructor(ctx) {
    super(ctx);
    this.serverDistDir = ctx.serverDistDir;
  }

  /** @param {[string, unknown]} args */
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    if (value?.kind !== "APP_PAGE" || typeof value.html !== "string") return entry;
    // A copy: the cached entry itself stays as Next rendered it.
    return { ...entry, value: { ...value, html: withoutClientRuntime(value.html, clientChunksOf(this.serverDistDir)) } };
  }
}
