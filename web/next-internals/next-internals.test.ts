import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { clientModulesOf, compression, entryTags, expireTags, fileSystemCacheClass, tagsManifest } from "./index.mjs";
import {
  buildFiles,
  cacheStateHeader,
  cacheTagsHeader,
  clientRequestHeaders,
  draftModeCookie,
  fetchEntryKind,
  flightDataGlobal,
  nextVersion,
  notFoundRoute,
  sharedIncrementalCacheGlobal,
} from "./names.mjs";
import { writeBuildManifests } from "./testing.mjs";
import { checkNextInternals } from "./unbundled.mjs";

// What the adapter relies on in Next `nextVersion`, against the Next installed here. On an upgrade the server
// refuses to start (`checkNextInternals`) until nextVersion is changed: these tests then say what to re-read.
const requireNext = createRequire(import.meta.url);
const nextRoot = dirname(requireNext.resolve("next/package.json"));
const sourceOf = (file: string) => readFileSync(join(nextRoot, file), "utf8");

/**
 * The files whose behaviour, not only format, the cache handlers rely on, with the SHA-256 (first 16 hex digits)
 * of their text. When one changes, read the change and the code that relies on it, then record the new digest:
 * - file-system-cache.js: ../cache-handler.mjs extends it (get/set/revalidateTag, the entry's lastModified);
 * - tags-manifest.external.js: the tag dates it keeps and how its checks compare them (the two clocks);
 * - incremental-cache/index.js: a render's get (a miss) comes before its set, with the read's tags in the context
 *   (the renders under way in ../cache-handler.mjs);
 * - response-cache/index.js: page renders of one key are merged, content reads are not (the same);
 * - web/adapter.js: the proxy's cache is the server's when `sharedIncrementalCacheGlobal` is set;
 * - revalidation-utils.js: what Next does with a route's `revalidateTag` calls once it returned, which `expireTags`
 *   does at once (the incremental cache's revalidateTag; the `use cache` handlers it also tells are unused here);
 * - work-async-storage.external.js: the store a route handler runs in, holding its incremental cache.
 */
const reliedOnSources = {
  "dist/server/lib/incremental-cache/file-system-cache.js": "427a5a07865eb68f",
  "dist/server/lib/incremental-cache/tags-manifest.external.js": "bf15e99bac30da0a",
  "dist/server/lib/incremental-cache/index.js": "facca0f9403eb2e4",
  "dist/server/response-cache/index.js": "2f69084f08c875ef",
  "dist/server/web/adapter.js": "19aeb287178cb619",
  "dist/server/revalidation-utils.js": "9d4fc3dee67a54c2",
  "dist/server/app-render/work-async-storage.external.js": "ffadd3c957815dfb",
};

/** Text each file must contain: a private name it uses that no module exports. */
const namesInSources = {
  "dist/server/app-render/stream-ops.node.js": `${flightDataGlobal}=${flightDataGlobal}||[]`,
  "dist/server/next-server.js": `'${cacheStateHeader}'`,
  "dist/server/web/adapter.js": `globalThis.${sharedIncrementalCacheGlobal}`,
  "dist/server/lib/incremental-cache/file-system-cache.js": `'${buildFiles.fetchCache.split("/").join("', '")}'`,
};

/** Next's own definition of each name in ./names.mjs that a module exports: [file, export, the value used]. */
const definedNames: [string, string, unknown][] = [
  ["dist/shared/lib/entry-constants.js", "UNDERSCORE_NOT_FOUND_ROUTE", notFoundRoute],
  ["dist/lib/constants.js", "NEXT_CACHE_TAGS_HEADER", cacheTagsHeader],
  ["dist/server/api-utils/index.js", "COOKIE_NAME_PRERENDER_BYPASS", draftModeCookie],
  ["dist/client/components/app-router-headers.js", "RSC_HEADER", clientRequestHeaders[0]],
  ["dist/client/components/app-router-headers.js", "NEXT_ROUTER_PREFETCH_HEADER", clientRequestHeaders[1]],
  ["dist/client/components/app-router-headers.js", "NEXT_ROUTER_STATE_TREE_HEADER", clientRequestHeaders[2]],
  ["dist/client/components/app-router-headers.js", "ACTION_HEADER", clientRequestHeaders[3]],
  ["dist/shared/lib/constants.js", "BUILD_ID_FILE", buildFiles.buildId],
  ["dist/shared/lib/constants.js", "PRERENDER_MANIFEST", buildFiles.prerenderManifest],
  ["dist/shared/lib/constants.js", "CLIENT_REFERENCE_MANIFEST", buildFiles.clientReferenceManifest],
];
const fetchKind = requireNext(join(nextRoot, "dist/server/response-cache/types.js")).CachedRouteKind.FETCH;

describe("the adapter to Next's internals", () => {
  it("was read from the Next installed here, and the server refuses any other", () => {
    expect(() => checkNextInternals()).not.toThrow();
    expect(() => checkNextInternals("16.5.0")).toThrow(`Next is 16.5.0, web/next-internals/ was read from ${nextVersion}`);
  });

  it("relies on files whose text is as it was read", () => {
    const digest = (file: string) => createHash("sha256").update(sourceOf(file)).digest("hex").slice(0, 16);
    expect(Object.fromEntries(Object.keys(reliedOnSources).map((file) => [file, digest(file)]))).toEqual(reliedOnSources);
  });

  it("uses the names Next defines", () => {
    expect(fetchKind).toBe(fetchEntryKind);
    for (const [file, name, expected] of definedNames)
      expect([file, name, requireNext(join(nextRoot, file))[name]]).toEqual([file, name, expected]);
    for (const [file, text] of Object.entries(namesInSources)) expect([file, sourceOf(file).includes(text)]).toEqual([file, true]);
  });

  it("loads the modules it uses", () => {
    expect(fileSystemCacheClass().prototype.get).toBeTypeOf("function");
    expect(tagsManifest()).toBeInstanceOf(Map);
    expect(compression()).toBeTypeOf("function");
  });

  it("expires tags through the incremental cache of the route handler it runs in, and refuses to run outside one", async () => {
    const expired: unknown[] = [];
    const incrementalCache = { revalidateTag: async (...args: unknown[]) => void expired.push(args) };
    // Next's server provides it before any store is made (next/dist/server/node-environment-baseline.js).
    Object.assign(globalThis, {
      AsyncLocalStorage: (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ?? AsyncLocalStorage,
    });
    const { workAsyncStorage } = requireNext(join(nextRoot, "dist/server/app-render/work-async-storage.external.js"));
    await workAsyncStorage.run({ incrementalCache }, () => expireTags(["sanity:post", "sanity:any"]));
    expect(expired).toEqual([[["sanity:post", "sanity:any"], { expire: 0 }]]);
    await expect(expireTags(["sanity:post"])).rejects.toThrow(/route handler/);
  });
});

describe("a build's files", () => {
  it("reads a client reference manifest's modules, and refuses one it cannot read instead of guessing", () => {
    const distDir = mkdtempSync(join(tmpdir(), "next-build-"));
    writeBuildManifests(distDir, {
      clientModules: { "/contact/page": { "[project]/web/sections/contact-block/contact-form.tsx": ["/_next/static/chunks/form.js"] } },
    });
    const file = join(distDir, "server", "app", "contact", `page_${buildFiles.clientReferenceManifest}.js`);
    expect(clientModulesOf(readFileSync(file, "utf8"))).toEqual(
      new Map([["[project]/web/sections/contact-block/contact-form.tsx", ["/_next/static/chunks/form.js"]]]),
    );
    expect(() => clientModulesOf("module.exports = {}")).toThrow(/client reference manifest/);
    expect(() => clientModulesOf(readFileSync(file, "utf8").replace('"chunks"', '"files"'))).toThrow(/no chunk list/);
  });
});

describe("entryTags", () => {
  it("reads a content read's tags from Next's context, a page's from its tags header", () => {
    expect(entryTags({ kind: "FETCH" }, { tags: ["sanity:post"], softTags: ["_N_T_/blog"] })).toEqual(["sanity:post", "_N_T_/blog"]);
    expect(entryTags({ kind: "APP_PAGE", headers: { "x-next-cache-tags": "_N_T_/layout,sanity:page" } }, {})).toEqual([
      "_N_T_/layout",
      "sanity:page",
    ]);
    expect(entryTags({ kind: "REDIRECT" }, {})).toEqual([]);
  });
});
