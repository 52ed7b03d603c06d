// Next's cache handler (next.config.ts `cacheHandler`, loaded by Next at runtime, outside the bundler): its
// file-system cache, with publishes' tag dates kept on disk.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { changesAt, countPublish, momentPassed, momentsOf } from "./lib/publish-clock.mjs";
import { entryTags, fileSystemCacheClass, tagsManifest as nextTagsManifest } from "./next-internals/index.mjs";

const FileSystemCache = fileSystemCacheClass();
const tagsManifest = nextTagsManifest();

/**
 * The tags file keeps at most this many dates (each publish writes it whole); older ones are folded into
 * `prunedBefore`: an entry written before it counts as expired, so a forgotten date never makes one fresh.
 */
export const maxSavedTags = 500;
const prunedKey = "__pruned_before__";
let prunedBefore = 0;
/** @type {Map<string, number>} the version (mtime) of each tags file last read */
const loadedTags = new Map();

/**
 * Next keeps tag dates in memory only: after a restart, an entry a publish had expired, not asked for since, would
 * be served as fresh. Here they are kept in `.next/cache/revalidated-tags.json`, which also tells the other
 * processes on this build of a publish (lib/publish-clock.mjs). cache-handler-redis.mjs extends this class
 * through `read`, `write` and `publishedSince`.
 */
export default class SiteCache extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    // None in `next dev`'s proxy.
    this.tagsPath = ctx.serverDistDir && join(ctx.serverDistDir, "..", "cache", "revalidated-tags.json");
    if (this.tagsPath) loadTags(this.tagsPath);
  }

  /**
   * Null for an entry a publish expired or drawn until a moment now passed (careers, events), by the wall clock alone,
   * as entries are dated (`Date.now()`, a file's mtime). Next dates a publish by the wall clock but compares by the
   * monotonic one: when they drift apart (an NTP step, a paused VM) a publish only marks entries stale, and a page
   * rendered from a stale read then passes for fresh.
   * @override @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args
   */
  async get(...args) {
    const data = await this.read(...args);
    const found = data?.value && isStale(data, args[1]) ? null : data;
    if (!found) renderBegins(args[0]);
    // A page drawn until a moment (lib/content/moment.ts), served by a process that did not render it (a prerendered
    // page, a restart): the clock is told, so that what it keeps of the page goes at that moment too.
    else changesAt(momentsOf(entryTags(found.value, args[1])));
    return found;
  }

  /**
   * Next's write, unless the entry was rendered across a publish of one of its tags: begun (its key missed) before
   * it, it would pass for fresh until the next one. Not kept, the next view renders it again.
   * @override @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>} args
   */
  async set(...args) {
    const [key, data, ctx] = args;
    const began = renderEnds(key);
    if (data && began !== undefined && (await this.publishedSince(entryTags(data, ctx), began))) return;
    await this.write(...args);
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args */
  read(...args) {
    return super.get(...args);
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>} args */
  write(...args) {
    return super.set(...args);
  }

  /** Whether a publish expired one of these tags since `since`. @param {string[]} tags @param {number} since */
  async publishedSince(tags, since) {
    return expiredSince(tags, since);
  }

  /** @override @param {Parameters<InstanceType<typeof FileSystemCache>["revalidateTag"]>} args */
  async revalidateTag(...args) {
    // The publish clock moves before and after it: nothing kept by that clock was rendered across it.
    countPublish();
    await super.revalidateTag(...args);
    countPublish();
    if (this.tagsPath) saveTags(this.tagsPath, typeof args[0] === "string" ? [args[0]] : args[0]);
  }
}

/** @param {{ value: object | null, lastModified?: number }} entry @param {object} ctx */
export function isStale({ value, lastModified = 0 }, ctx) {
  const tags = entryTags(value, ctx);
  return lastModified < prunedBefore || expiredSince(tags, lastModified) || momentPassed(tags);
}

/** Whether a publish expired one of these tags since `written`, by the wall clock. @param {string[]} tags @param {number} written */
function expiredSince(tags, written) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = tagsManifest.get(tag)?.expired;
    return typeof expired === "number" && expired <= now && expired > written;
  });
}

/** Reads the tags file into Next's manifest, when changed since (Next makes a handler per request). @param {string} path */
function loadTags(path) {
  const version = statSync(/* turbopackIgnore: true */ path, { throwIfNoEntry: false })?.mtimeMs;
  if (version === undefined || loadedTags.get(path) === version) return;
  loadedTags.set(path, version);
  const { [prunedKey]: pruned, ...saved } = readTags(path);
  prunedBefore = Math.max(prunedBefore, pruned?.expired ?? 0);
  for (const [tag, entry] of Object.entries(saved)) {
    const known = tagsManifest.get(tag);
    if (!known || (known.expired ?? 0) < (entry.expired ?? 0)) tagsManifest.set(tag, { ...known, ...entry });
  }
}

/** Adds these tags' dates to the file, keeping the newest `maxSavedTags`. @param {string} path @param {string[]} tags */
function saveTags(path, tags) {
  const saved = readTags(path);
  for (const tag of tags) {
    const entry = tagsManifest.get(tag);
    if (entry) saved[tag] = entry;
  }
  const dated = Object.entries(saved).filter(([tag]) => tag !== prunedKey);
  if (dated.length > maxSavedTags) {
    // Newest first: the first date dropped is the newest one forgotten.
    dated.sort(([, a], [, b]) => (b.expired ?? 0) - (a.expired ?? 0));
    for (const [tag] of dated.slice(maxSavedTags)) delete saved[tag];
    const floor = Math.max(saved[prunedKey]?.expired ?? 0, dated[maxSavedTags]?.[1].expired ?? 0);
    saved[prunedKey] = { expired: floor };
    prunedBefore = Math.max(prunedBefore, floor);
  }
  mkdirSync(/* turbopackIgnore: true */ dirname(path), { recursive: true });
  // Written whole, then renamed: a server starting meanwhile never reads half a file.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(/* turbopackIgnore: true */ temporary, JSON.stringify(saved));
  renameSync(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ path);
}

/** @param {string} path @returns {Record<string, { stale?: number, expired?: number }>} */
function readTags(path) {
  try {
    return JSON.parse(readFileSync(/* turbopackIgnore: true */ path, "utf8"));
  } catch {
    return {};
  }
}

/**
 * This process's renders under way, as the times their key missed (no entry has a time-based `revalidate`: every
 * render begins with a miss); a write ends one. Renders of one key may overlap (Next merges page renders, not
 * content reads) and end in any order: a write is checked against the oldest, which covers its own, and ends the
 * newest. A render that never writes (an error) can only make a write skip needlessly, for a minute.
 * Bounded: 10,000 keys (a crawler's made-up addresses), 100 renders of one key.
 * @type {Map<string, number[]>}
 */
const renders = new Map();

/** The renders of `key` still under way: a render takes less than a minute. @param {string} key */
function rendersOf(key) {
  const now = Date.now();
  return (renders.get(key) ?? []).filter((time) => now - time <= 60_000);
}

/** @param {string} key */
function renderBegins(key) {
  const started = [...rendersOf(key), Date.now()].slice(-100);
  renders.delete(key);
  renders.set(key, started);
  if (renders.size > 10_000) renders.delete(renders.keys().next().value ?? "");
}

/** Ends a render of `key`: when the oldest one still under way began, or undefined when none is known. @param {string} key */
function renderEnds(key) {
  const started = rendersOf(key);
  if (started.length > 1) renders.set(key, started.slice(0, -1));
  else renders.delete(key);
  return started[0];
}
