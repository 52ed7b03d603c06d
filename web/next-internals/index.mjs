// Every part of Next this site uses that Next does not document: its internal modules (the file-system
// cache the site's handler extends, the tags manifest it keeps on disk, the compression middleware), the
// files of a build it reads (client reference manifests, app-paths and prerender manifests, BUILD_ID), a
// private global, and the private names in ./names.mjs. Nothing else in the project names one; each was read
// from Next `nextVersion` (web/package.json pins Next exactly).
//
// `checkNextInternals` runs when the server starts (next.config.ts) and stops it, naming what changed, when
// an upgrade changed any of them: a name Next defines otherwise, a module that no longer exports what is
// used, or the text of a file whose behaviour the cache handlers depend on (`reliedOnSources`). The last
// catches what a format check cannot: a changed behaviour would otherwise reach visitors as a stale page.
//
// Next's modules are CommonJS, loaded on first use with `require`: the same instances Next's server loads
// (the tags manifest is one Map shared with Next), and nothing loaded by a script that only wants the
// `next` binary or a build's id.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import {
  buildFiles,
  cacheKinds,
  cacheStateHeader,
  cacheTagsHeader,
  clientReferenceGlobal,
  clientRequestHeaders,
  draftModeCookie,
  flightDataGlobal,
  globalErrorRoute,
  nextVersion,
  notFoundRoute,
  sharedIncrementalCacheGlobal,
} from "./names.mjs";

export * from "./names.mjs";

const requireNext = createRequire(import.meta.url);

/** The folder of the installed `next` package. */
export const nextRoot = dirname(requireNext.resolve("next/package.json"));

/** Next's command-line entry (`next build`, `next start`), for running it with this Node directly (no shell shim). */
export const nextBin = requireNext.resolve("next/dist/bin/next");

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
 * Next's bundled copy of the compression middleware (https://github.com/expressjs/compression), which
 * server.mjs runs around Next's handler (next.config.ts turns Next's own off).
 * @param {{ threshold?: number | string, level?: number }} [options]
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse, next: (error?: unknown) => void) => void}
 */
export function compression(options) {
  const compressionModule = requireNext("next/dist/compiled/compression/index.js");
  if (typeof compressionModule !== "function") throw new Error("next/dist/compiled/compression/index.js no longer exports the middleware");
  return compressionModule(options);
}

/** The file-system methods Next gives a cache handler (its context's `fs`), for tests that make a handler themselves. */
export function nodeFs() {
  return requireNext("next/dist/server/lib/node-fs-methods.js").nodeFs;
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

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(/* turbopackIgnore: true */ path, "utf8"));

const manifestPattern = new RegExp(`globalThis\\.${clientReferenceGlobal}\\["(?:[^"\\\\]|\\\\.)*"\\]\\s*=\\s*(\\{[\\s\\S]*\\});?\\s*$`);

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
 * A build's page routes, the routes it prerendered or regenerates, and its prerendered pages' HTML.
 * @param {string} serverDistDir Next's `<distDir>/server`
 * @returns {{ pageRoutes: string[], cachedRoutes: Set<string>, prerenderedPages: { route: string, file: string }[] }}
 */
export function buildRoutes(serverDistDir) {
  const { routes, dynamicRoutes } = readJson(join(serverDistDir, "..", buildFiles.prerenderManifest));
  if (typeof routes !== "object" || routes === null || typeof dynamicRoutes !== "object" || dynamicRoutes === null) {
    throw new Error("Unrecognised prerender manifest (no routes / dynamicRoutes): has the Next.js version changed?");
  }
  const app = join(serverDistDir, "app");
  return {
    // Next's own 404 and error pages are built by Next, never through the site's routes.
    pageRoutes: Object.keys(readJson(join(serverDistDir, buildFiles.appPathsManifest)))
      .filter((entry) => entry.endsWith("/page"))
      .map(appAddress)
      .filter((address) => address !== notFoundRoute && address !== globalErrorRoute),
    cachedRoutes: new Set([...Object.keys(routes), ...Object.keys(dynamicRoutes)]),
    prerenderedPages: filesUnder(app, (name) => name.endsWith(".html")).map((file) => ({
      route: `/${relative(app, file).replace(/\.html$/, "")}`,
      file,
    })),
  };
}

/**
 * A route's address from its app-paths entry: `/(group)/blog/@modal/[slug]/page` → `/blog/[slug]`.
 * @param {string} entry
 */
function appAddress(entry) {
  const segments = entry.split("/").slice(1, -1);
  return `/${segments.filter((segment) => !(segment.startsWith("(") && segment.endsWith(")")) && !segment.startsWith("@")).join("/")}`;
}

/**
 * Writes a build's manifests in Next's format, for tests of what reads them (the build check, the policy).
 * @param {string} distDir
 * @param {{ clientModules: Record<string, Record<string, string[]>>, appPaths: string[], routes: string[] }} build
 *   clientModules: per page route (`/contact/page`), module path → chunks; appPaths: app-paths entries
 *   (`/contact/page`); routes: the prerendered routes
 */
export function writeBuildManifests(distDir, { clientModules, appPaths, routes }) {
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
  mkdirSync(server, { recursive: true });
  writeFileSync(
    join(server, buildFiles.appPathsManifest),
    JSON.stringify(Object.fromEntries(appPaths.map((entry) => [entry, `app${entry}.js`]))),
  );
  const prerendered = Object.fromEntries(routes.map((route) => [route, {}]));
  writeFileSync(join(distDir, buildFiles.prerenderManifest), JSON.stringify({ version: 4, routes: prerendered, dynamicRoutes: {} }));
  writeFileSync(join(distDir, buildFiles.buildId), "test-build");
}

/** The routes Next adds to every app build (its 404 and global error pages), for test builds. */
export const nextOwnRoutes = [notFoundRoute, globalErrorRoute];

/** An inline script as Next writes a page's RSC payload into its HTML, for test pages. @param {string} data */
export const flightDataScript = (data) => `<script>${flightDataGlobal}.push(${data})</script>`;

/**
 * The files whose behaviour, not only format, the cache handlers rely on, with the SHA-256 (first 16 hex
 * digits) of their text in Next `nextVersion`. When one changes, read the change and the code that relies on
 * it, then record the new digest here:
 * - file-system-cache.js: ../cache-handler.mjs extends it (get/set/revalidateTag, the entry's lastModified);
 * - tags-manifest.external.js: the tag dates it keeps and how its checks compare them (the two clocks);
 * - incremental-cache/index.js: a render's get (a miss) comes before its set, with the read's tags in the context
 *   (PendingRenders in ../cache-handler.mjs);
 * - response-cache/index.js: page renders of one key are merged, content reads are not (PendingRenders);
 * - web/adapter.js: the proxy's cache is the server's when `sharedIncrementalCacheGlobal` is set.
 */
export const reliedOnSources = {
  "dist/server/lib/incremental-cache/file-system-cache.js": "427a5a07865eb68f",
  "dist/server/lib/incremental-cache/tags-manifest.external.js": "bf15e99bac30da0a",
  "dist/server/lib/incremental-cache/index.js": "facca0f9403eb2e4",
  "dist/server/response-cache/index.js": "2f69084f08c875ef",
  "dist/server/web/adapter.js": "19aeb287178cb619",
};

/** Text each named file of Next must contain: a private name it uses that no module exports. */
const namesInSources = {
  "dist/server/app-render/stream-ops.node.js": [`${flightDataGlobal}=${flightDataGlobal}||[]`],
  "dist/server/next-server.js": [`'${cacheStateHeader}'`],
  "dist/server/web/adapter.js": [`globalThis.${sharedIncrementalCacheGlobal}`],
};

/**
 * Next's own definition of each name in ./names.mjs that a module exports: [file, export, expected value].
 * @type {[string, string, unknown][]}
 */
const definedNames = [
  ["dist/shared/lib/entry-constants.js", "UNDERSCORE_NOT_FOUND_ROUTE", notFoundRoute],
  ["dist/shared/lib/entry-constants.js", "UNDERSCORE_GLOBAL_ERROR_ROUTE", globalErrorRoute],
  ["dist/lib/constants.js", "NEXT_CACHE_TAGS_HEADER", cacheTagsHeader],
  ["dist/server/api-utils/index.js", "COOKIE_NAME_PRERENDER_BYPASS", draftModeCookie],
  ["dist/client/components/app-router-headers.js", "RSC_HEADER", clientRequestHeaders[0]],
  ["dist/client/components/app-router-headers.js", "NEXT_ROUTER_PREFETCH_HEADER", clientRequestHeaders[1]],
  ["dist/client/components/app-router-headers.js", "NEXT_ROUTER_STATE_TREE_HEADER", clientRequestHeaders[2]],
  ["dist/client/components/app-router-headers.js", "ACTION_HEADER", clientRequestHeaders[3]],
  ["dist/shared/lib/constants.js", "BUILD_ID_FILE", buildFiles.buildId],
  ["dist/shared/lib/constants.js", "APP_PATHS_MANIFEST", buildFiles.appPathsManifest],
  ["dist/shared/lib/constants.js", "PRERENDER_MANIFEST", buildFiles.prerenderManifest],
  ["dist/shared/lib/constants.js", "CLIENT_REFERENCE_MANIFEST", buildFiles.clientReferenceManifest],
  ...Object.values(cacheKinds).map(
    (kind) => /** @type {[string, string, unknown]} */ (["dist/server/response-cache/types.js", "CachedRouteKind", kind]),
  ),
];

/** @param {string} root @param {string} file */
const sourceOf = (root, file) => readFileSync(/* turbopackIgnore: true */ join(root, file), "utf8");

/**
 * What differs between the Next installed at `root` and what this adapter was read from: one sentence each.
 * @param {string} [root] a `next` package folder (a test points it at an edited copy)
 * @returns {string[]}
 */
export function nextInternalsProblems(root = nextRoot) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} file @param {(source: string) => string | undefined} check */
  const read = (file, check) => {
    try {
      const problem = check(sourceOf(root, file));
      if (problem) problems.push(`next/${file}: ${problem}`);
    } catch (error) {
      problems.push(`next/${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const version = (() => {
    try {
      return readJson(join(root, "package.json")).version;
    } catch {
      return undefined;
    }
  })();
  if (version !== nextVersion) problems.push(`next is ${version ?? "missing"}, the adapter was read from ${nextVersion}`);
  for (const [file, digest] of Object.entries(reliedOnSources)) {
    read(file, (source) => {
      const now = createHash("sha256").update(source).digest("hex").slice(0, 16);
      return now === digest ? undefined : `changed since ${nextVersion} (digest ${now}, read as ${digest}): see reliedOnSources`;
    });
  }
  for (const [file, names] of Object.entries(namesInSources)) {
    read(file, (source) => names.filter((name) => !source.includes(name)).map((name) => `no longer contains ${name}`)[0]);
  }
  const load = createRequire(join(root, "package.json"));
  for (const [file, name, expected] of definedNames) {
    try {
      const defined = load(join(root, file))[name];
      const matches = typeof defined === "object" && defined !== null ? Object.values(defined).includes(expected) : defined === expected;
      if (!matches) problems.push(`next/${file}: ${name} is ${JSON.stringify(defined)}, the adapter uses ${JSON.stringify(expected)}`);
    } catch (error) {
      problems.push(`next/${file}: cannot be loaded (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return problems;
}

/**
 * The start-up check (next.config.ts): throws, naming each difference, when the installed Next is not what the
 * adapter was read from, and loads the modules the handlers use (each throws if it no longer has what is used).
 */
export function checkNextInternals() {
  const problems = nextInternalsProblems();
  if (problems.length > 0) {
    throw new Error(
      `Next's internals differ from what web/next-internals/ was read from (Next ${nextVersion}):\n  ${problems.join("\n  ")}`,
    );
  }
  fileSystemCacheClass();
  tagsManifest();
  compression();
}
