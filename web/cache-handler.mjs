// Next's own file-system cache for pages and content reads, with the revalidation times of tags kept on
// disk (see SiteCache below), and the build check `checkBuild` that next.config.ts runs when the server
// starts. The client-runtime policy is applied to every HTML response by server.mjs
// (lib/html-response.mjs), not here: a page rendered for a request never passes through a cache read.
//
// Next loads this file itself (next.config.ts `cacheHandler`), at runtime, outside the bundler. It extends
// Next's internal default handler, which next-internals/ loads and checks (with every other Next internal
// the site relies on) before any request is served, so a Next upgrade that changes it stops the server with
// the reason instead of failing a visitor.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { appClientChunks, servedHtml } from "./lib/client-runtime.mjs";
import { countPublish, momentPassed } from "./lib/publish-clock.mjs";
import {
  clientReferenceManifests,
  entryTags,
  fileSystemCacheClass,
  tagsManifest as nextTagsManifest,
  prerenderedPages,
} from "./next-internals/index.mjs";

const FileSystemCache = fileSystemCacheClass();
/** Next's revalidated tags (the Map its own checks read). */
const tagsManifest = nextTagsManifest();

/** @type {Map<string, Set<string>>} the site's client chunks, per build (server dist folder) */
const chunksByBuild = new Map();

/** @param {string} serverDistDir */
export function clientChunksOf(serverDistDir) {
  let chunks = chunksByBuild.get(serverDistDir);
  if (!chunks) {
    chunks = appClientChunks(clientReferenceManifests(serverDistDir));
    chunksByBuild.set(serverDistDir, chunks);
  }
  return chunks;
}

/**
 * Verifies a build once, before serving it: Next's manifests are in the format this handler reads, and every
 * prerendered page declares a policy it can be served with (a page rendered per request, /search, is checked
 * as it is sent: lib/html-response.mjs). Throws with every offending page named.
 * @param {string} serverDistDir Next's `<distDir>/server`
 */
export function checkBuild(serverDistDir) {
  const chunks = clientChunksOf(serverDistDir);
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

/**
 * The file keeps at most this many tags (each publish writes it whole). The oldest dates beyond it are
 * folded into one, `prunedBefore`: any entry written before it is taken as expired (rendered again), so a
 * date forgotten never lets a page from before a publish pass for fresh.
 */
export const maxSavedTags = 500;
const prunedKey = "__pruned_before__";

/** The tags a publish revalidated, kept beside Next's data cache so that a restart does not forget them. */
const tagsFile = (/** @type {string} */ serverDistDir) => join(serverDistDir, "..", "cache", "revalidated-tags.json");

/**
 * Next's file-system cache, with the revalidation times of tags kept on disk. Next keeps them only in
 * memory (tags-manifest.external.js): after a restart, a page or a content read a publish had expired, but
 * that no visitor had asked for again yet, would be served as fresh with the content from before the
 * publish. Here every revalidation is written to `.next/cache/revalidated-tags.json` and read back when
 * the server starts. (Several instances share one cache through a shared handler instead: see docs.)
 */
export default class SiteCache extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    this.tagsPath = ctx.serverDistDir ? tagsFile(ctx.serverDistDir) : undefined;
    // Next makes a handler per request: the file is read again only when it has changed.
    const version =
      this.tagsPath && existsSync(/* turbopackIgnore: true */ this.tagsPath)
        ? statSync(/* turbopackIgnore: true */ this.tagsPath).mtimeMs
        : undefined;
    if (this.tagsPath && version !== undefined && loadedTags.get(this.tagsPath) !== version) {
      loadedTags.set(this.tagsPath, version);
      const saved = readTags(this.tagsPath);
      prunedBefore = Math.max(prunedBefore, saved[prunedKey]?.expired ?? 0);
      for (const [tag, entry] of Object.entries(saved)) {
        if (tag === prunedKey) continue;
        const known = tagsManifest.get(tag);
        if (!known || (known.expired ?? 0) < (entry.expired ?? 0)) tagsManifest.set(tag, { ...known, ...entry });
      }
    }
  }

  /**
   * Next's entry, or null when a publish expired one of its tags after it was written, or it was drawn until a
   * moment now passed (a careers or events page: lib/content/moment.ts). Next's own check
   * (tags-manifest.external.js) stamps a publish with the wall clock (`Date.now()`) but asks whether it
   * has passed with the monotonic one (`performance.timeOrigin + performance.now()`), and the two drift
   * apart while a server runs (an NTP step, a paused VM). While the monotonic clock is behind, a publish
   * only marks entries stale: the first view after it is rendered in the background from the stale
   * content read, and that page, written after the publish, then passes for fresh until the next one.
   * Here the comparison uses one clock, as the entries' own times do (`Date.now()`, a file's mtime).
   * @override
   * @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args
   */
  async get(...args) {
    const [key, ctx] = args;
    const data = await super.get(...args);
    const written = data?.lastModified ?? 0;
    const tags = data?.value ? cacheTags(data.value, ctx) : [];
    const found = data?.value && (written < prunedBefore || expiredSince(tags, written) || momentPassed(tags)) ? null : data;
    if (!found) pendingRenders.miss(key);
    return found;
  }

  /**
   * Next's write, unless the entry was rendered across a publish of one of its tags: begun (its key missed)
   * before the publish, from content read then, and written after it, it would pass for fresh until the
   * next publish. Not kept, the next view renders it again, from the published content.
   * @override
   * @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>} args
   */
  async set(...args) {
    const [key, data, ctx] = args;
    const began = pendingRenders.began(key);
    if (data && began !== undefined && expiredSince(cacheTags(data, ctx), began)) return;
    await super.set(...args);
  }

  /**
   * Next's write, unchecked: for the shared cache (cache-handler-redis.mjs), which checks the render
   * against every instance's publishes itself and keeps this cache current beside Redis.
   * @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>} args
   */
  async store(...args) {
    await super.set(...args);
  }

  /**
   * @override
   * @param {Parameters<InstanceType<typeof FileSystemCache>["revalidateTag"]>} args
   */
  async revalidateTag(...args) {
    // The publish clock moves before and after (lib/publish-clock.mjs): nothing rendered across it is kept.
    countPublish();
    await super.revalidateTag(...args);
    countPublish();
    if (!this.tagsPath) return;
    const tags = typeof args[0] === "string" ? [args[0]] : args[0];
    const saved = readTags(this.tagsPath);
    for (const tag of tags) {
      const entry = tagsManifest.get(tag);
      if (entry) saved[tag] = entry;
    }
    pruneTags(saved);
    mkdirSync(/* turbopackIgnore: true */ dirname(this.tagsPath), { recursive: true });
    // Written whole, then renamed: a server starting meanwhile never reads half a file.
    const temporary = `${this.tagsPath}.${process.pid}.tmp`;
    writeFileSync(/* turbopackIgnore: true */ temporary, JSON.stringify(saved));
    renameSync(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ this.tagsPath);
  }
}

/** The tags of a cache entry (next-internals/ `entryTags`). */
export const cacheTags = entryTags;

/** A render takes less than this: a miss older than this is no render still under way. */
const renderLimitMs = 60_000;
/** At most this many keys (a crawler asking for made-up addresses), and renders of one key, are remembered. */
const rememberedKeys = 10_000;
const rememberedRenders = 100;

/**
 * The renders under way, by key, as the times their key missed: a miss is a render starting, a write ends
 * one. Renders of one key may run at once (Next merges page renders, not content reads) and end in any
 * order, so a write is checked against the oldest render still under way, which covers its own, and ends
 * the newest: the oldest stays until the last write. At worst, a render that never writes (an error) makes
 * the writes of its key for a minute after it skip once more than needed, never keep a stale one.
 *
 * Only a render that begins with a miss is seen: the site's pages and reads are kept until a publish
 * expires them (no time-based `revalidate`, publishes expire at once), so none re-renders from a stale hit.
 */
export class PendingRenders {
  /** @type {Map<string, number[]>} */
  #started = new Map();

  /** @param {string} key */
  miss(key) {
    const now = Date.now();
    const started = this.#current(key);
    this.#started.delete(key);
    this.#started.set(key, [...started, now].slice(-rememberedRenders));
    if (this.#started.size > rememberedKeys) this.#started.delete(this.#started.keys().next().value ?? "");
  }

  /** When the oldest render of `key` still under way began, or undefined when none is known; ends one. */
  began(/** @type {string} */ key) {
    const started = this.#current(key);
    if (started.length > 1) this.#started.set(key, started.slice(0, -1));
    else this.#started.delete(key);
    return started[0];
  }

  /** @param {string} key */
  #current(key) {
    const now = Date.now();
    return (this.#started.get(key) ?? []).filter((time) => now - time <= renderLimitMs);
  }
}

/** This process's renders under way (Next makes a handler per request: one list for all of them). */
const pendingRenders = new PendingRenders();

/**
 * Whether a publish has expired one of these tags since `written` (an entry's time), by the wall clock.
 * @param {string[]} tags @param {number} written
 */
export function expiredSince(tags, written) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = tag ? tagsManifest.get(tag)?.expired : undefined;
    return typeof expired === "number" && expired <= now && expired > written;
  });
}

/** Entries written before this time are expired: the oldest tag dates pruned from the file were at most this. */
let prunedBefore = 0;

/**
 * Keeps the newest `maxSavedTags` dates of `saved` (in place), folding the others into its pruned date.
 * @param {Record<string, { stale?: number, expired?: number }>} saved
 */
export function pruneTags(saved) {
  const tags = Object.entries(saved).filter(([tag]) => tag !== prunedKey);
  if (tags.length <= maxSavedTags) return;
  tags.sort(([, a], [, b]) => (b.expired ?? 0) - (a.expired ?? 0));
  let floor = saved[prunedKey]?.expired ?? 0;
  for (const [tag, entry] of tags.slice(maxSavedTags)) {
    floor = Math.max(floor, entry.expired ?? 0);
    delete saved[tag];
  }
  saved[prunedKey] = { expired: floor };
  prunedBefore = Math.max(prunedBefore, floor);
}

/** @type {Map<string, number>} the version (modification time) of each tags file last read */
const loadedTags = new Map();

/** @param {string} path @returns {Record<string, { stale?: number, expired?: number }>} */
function readTags(path) {
  try {
    return JSON.parse(readFileSync(/* turbopackIgnore: true */ path, "utf8"));
  } catch {
    return {};
  }
}
