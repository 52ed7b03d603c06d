// Next's cache handler (next.config.ts `cacheHandler`, loaded unbundled): its file-system cache, with tag dates on disk.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { changesAt, countPublish, momentPassed, momentsOf } from "./lib/publish-clock.mjs";
import { entryTags, fileSystemCacheClass, tagsManifest as nextTagsManifest } from "./next-internals/index.mjs";

const FileSystemCache = fileSystemCacheClass();
const tagsManifest = nextTagsManifest();

/** Dates the tags file keeps; older ones fold into `prunedBefore`, before which every entry counts as expired. */
export const maxSavedTags = 500;
const prunedKey = "__pruned_before__";
let prunedBefore = 0;
/** @type {Map<string, number>} the version (mtime) of each tags file last read */
const loadedTags = new Map();

/**
 * Next keeps tag dates in memory only, so a restart would serve an expired entry as fresh: they are kept in
 * `.next/cache/revalidated-tags.json`, which also tells other processes of a publish (lib/publish-clock.mjs).
 * cache-handler-redis.mjs extends `read`, `write` and `publishedSince`.
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
   * Null for an entry a publish expired or whose moment passed, judged by the wall clock as entries are dated
   * (Next compares by the monotonic clock, which drifts from the wall clock's publish dates after an NTP step).
   * @override @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args
   */
  async get(...args) {
    const data = await this.read(...args);
    const found = data?.value && isStale(data, args[1]) ? null : data;
    if (!found) renderBegins(args[0]);
    // A page drawn until a moment but rendered elsewhere (prerendered, before a restart): the clock learns the moment.
    else changesAt(momentsOf(entryTags(found.value, args[1])));
    return found;
  }

  /**
   * Next's write, unless the entry was rendered across a publish of one of its tags (it would pass for fresh).
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

/** Reads the tags file into Next's manifest when it changed (Next makes a handler per request). @param {string} path */
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
 * This process's renders under way, as the times their key missed (every render begins with a miss); a write ends
 * one. Overlapping renders of a key are checked against the oldest. A render that never writes can only make a
 * write skip needlessly, for a minute. Bounded: 10,000 keys, 100 renders of one key.
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
