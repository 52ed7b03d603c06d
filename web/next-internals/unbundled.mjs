// The parts of the adapter to Next's internals (./index.mjs) that run only outside Next's bundles: the start-up
// check (next.config.ts runs it before the server serves anything), the compression middleware server.mjs runs,
// Next's command-line entry for the scripts, and the `fs` Next gives a cache handler, for tests. Apart from
// ./index.mjs because the check reads any file of the `next` package it is pointed at, which the proxy's bundle
// (it takes in the cache handler, and so ./index.mjs) must not.
//
// `checkNextInternals` stops the server, naming what changed, when an upgrade changed any part of Next the site
// relies on: a name Next defines otherwise, a module that no longer exports what is used, or the text of a file
// whose behaviour the cache handlers depend on (`reliedOnSources`). The last catches what a format check cannot:
// a changed behaviour would otherwise reach visitors as a stale page.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileSystemCacheClass, tagsManifest } from "./index.mjs";
import {
  buildFiles,
  cacheKinds,
  cacheStateHeader,
  cacheTagsHeader,
  clientRequestHeaders,
  draftModeCookie,
  flightDataGlobal,
  globalErrorRoute,
  nextVersion,
  notFoundRoute,
  sharedIncrementalCacheGlobal,
} from "./names.mjs";

const requireNext = createRequire(import.meta.url);

/** The folder of the installed `next` package. */
export const nextRoot = dirname(requireNext.resolve("next/package.json"));

/** Next's command-line entry (`next build`, `next start`), for running it with this Node directly (no shell shim). */
export const nextBin = requireNext.resolve("next/dist/bin/next");

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

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(/* turbopackIgnore: true */ path, "utf8"));

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
  "dist/server/lib/incremental-cache/file-system-cache.js": [`'${buildFiles.fetchCache.split("/").join("', '")}'`],
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
  const load = createRequire(/* turbopackIgnore: true */ join(root, "package.json"));
  for (const [file, name, expected] of definedNames) {
    try {
      const defined = load(/* turbopackIgnore: true */ join(root, file))[name];
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
