// The publish clock: the one answer to "has the content changed since?", read by what keeps a copy of what content
// makes outside Next's caches (server.mjs's page memory, lib/page-memory.mjs). Its generation changes when
// - this process publishes (cache-handler.mjs calls `countPublish` around each tag revalidation),
// - another process on the same build publishes (the file of revalidated tags it writes changes: `watchTagsFile`),
// - a moment a page was drawn against passes (an opening closes, an event ends: `changesAt`), with no publish; told
//   by the render that draws it (lib/content/moment.ts) and by the cache handler that serves it from a cache.
//
// Why a property of globalThis: Next loads a module once per bundle (the proxy's, each route's) and once more
// unbundled (server.mjs, the cache handler), so a module-level variable would be one copy per bundle. This is the
// site's only globalThis property, named here once; other modules keep their per-process state in it (`perProcess`).
// Plain JavaScript: server.mjs and the cache handler run outside the bundler.
import { statSync } from "node:fs";

/** @typedef {{ publishes: number, tagsFile: string | undefined, tagsChecked: { at: number, version: number }, moments: number[], passed: number, shared: boolean, state: Record<string, unknown> }} Clock */
const site = /** @type {{ __sitePublishClock?: Clock }} */ (globalThis);
const unchecked = { at: Number.NEGATIVE_INFINITY, version: 0 };
site.__sitePublishClock ??= { publishes: 0, tagsFile: undefined, tagsChecked: unchecked, moments: [], passed: 0, shared: false, state: {} };
const clock = site.__sitePublishClock;

/**
 * One value per process under `key`, whichever bundle asks: made by `make` at the first call.
 * @template T @param {string} key @param {() => T} make @returns {T}
 */
export const perProcess = (key, make) => /** @type {T} */ ((clock.state[key] ??= make()));

/** A publish by this process is under way or done (called before and after Next revalidates the tags). */
export function countPublish() {
  clock.publishes += 1;
}

/**
 * The file another process on this build writes at each publish (cache-handler.mjs), read by its version; `shared`:
 * publishes arrive through a shared cache (REDIS_URL) that this clock cannot see, so nothing may keep a copy by it.
 * @param {string | undefined} tagsFile @param {{ shared?: boolean }} [options]
 */
export function watchTagsFile(tagsFile, { shared = false } = {}) {
  clock.tagsFile = tagsFile;
  clock.tagsChecked = unchecked;
  clock.shared = shared;
}

/** Whether copies may be kept by this clock (off with a shared cache, whose publishes it does not see). */
export const keepsCopies = () => !clock.shared;

/**
 * Content drawn now changes at `instant` (ms since 1970) without a publish: the generation changes when it passes.
 * @param {Iterable<number | undefined>} instants
 */
export function changesAt(instants, now = Date.now()) {
  for (const instant of instants) {
    if (instant !== undefined && instant > now && !clock.moments.includes(instant)) clock.moments.push(instant);
  }
}

/** The tag of a page drawn until `instant` (lib/content/moment.ts): its cache entry expires when the instant passes. */
export const momentTag = (/** @type {number} */ instant) => `moment:${instant}`;

/** The instants of an entry's moment tags. @param {readonly string[]} tags */
export const momentsOf = (tags) => tags.filter((tag) => tag.startsWith("moment:")).map((tag) => Number(tag.slice("moment:".length)));

/** Whether one of an entry's tags is a moment already passed. @param {readonly string[]} tags */
export const momentPassed = (tags) => momentsOf(tags).some((instant) => instant <= Date.now());

/** The content's generation now: it differs from any earlier one after a publish here or elsewhere, or a moment passed. */
export function generation(now = Date.now()) {
  if (clock.moments.some((instant) => instant <= now)) {
    const before = clock.moments.length;
    clock.moments = clock.moments.filter((instant) => instant > now);
    clock.passed += before - clock.moments.length;
  }
  return `${clock.publishes}:${tagsFileVersion(now)}:${clock.passed}`;
}

// Read again at most every `tagsFileCheckMs`: a system call on every request cost a kept page a sixth of its rate, and
// another process's publish is seen that much later (everything kept by this clock is dropped then). Any error
// reading it counts as no file: this runs in every request, and must not throw there.
export const tagsFileCheckMs = 50;
function tagsFileVersion(now = Date.now()) {
  const age = now - clock.tagsChecked.at;
  // A clock set back (an NTP step, a restored VM) reads again at once.
  if (age >= 0 && age < tagsFileCheckMs) return clock.tagsChecked.version;
  let version = 0;
  try {
    version = clock.tagsFile ? statSync(clock.tagsFile).mtimeMs : 0;
  } catch {}
  clock.tagsChecked = { at: now, version };
  return version;
}
