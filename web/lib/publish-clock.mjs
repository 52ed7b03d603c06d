// The publish clock: the one answer to "has the content changed since?" for what keeps copies outside Next's caches
// (the page memory). Its generation changes when this process publishes (`countPublish`, from cache-handler.mjs),
// another process on the build does (its tags file changes: `watchTagsFile`), or a moment a page was drawn against
// passes (`changesAt`: an opening closes, an event ends).
// A globalThis property because Next loads a module once per bundle and once more unbundled: the site's only one,
// named here; other modules keep per-process state in it (`perProcess`). Plain JavaScript: it runs unbundled too.
import { statSync } from "node:fs";

/** @typedef {{ publishes: number, tagsFile: string | undefined, tagsChecked: { at: number, version: number }, moments: number[], passed: number, shared: boolean, state: Record<string, unknown> }} Clock */
const site = /** @type {{ __sitePublishClock?: Clock }} */ (globalThis);
const unchecked = { at: Number.NEGATIVE_INFINITY, version: 0 };
site.__sitePublishClock ??= { publishes: 0, tagsFile: undefined, tagsChecked: unchecked, moments: [], passed: 0, shared: false, state: {} };
const clock = site.__sitePublishClock;

/** One value per process under `key`, whichever bundle asks. @template T @param {string} key @param {() => T} make */
export const perProcess = (key, make) => /** @type {T} */ ((clock.state[key] ??= make()));

/** A publish by this process is under way or done (called before and after Next revalidates the tags). */
export function countPublish() {
  clock.publishes += 1;
}

/**
 * The tags file every process on this build writes at a publish; `shared`: publishes arrive through Redis, which this
 * clock cannot see, so nothing may keep a copy by it. @param {string | undefined} tagsFile @param {{ shared?: boolean }} [options]
 */
export function watchTagsFile(tagsFile, { shared = false } = {}) {
  clock.tagsFile = tagsFile;
  clock.tagsChecked = unchecked;
  clock.shared = shared;
}

/** Whether copies may be kept by this clock. */
export const keepsCopies = () => !clock.shared;

/** Content drawn now changes at these instants (ms) without a publish. @param {Iterable<number | undefined>} instants */
export function changesAt(instants, now = Date.now()) {
  for (const instant of instants) {
    if (instant !== undefined && instant > now && !clock.moments.includes(instant)) clock.moments.push(instant);
  }
}

/** The tag of a page drawn until `instant` (lib/content/moment.ts): its cache entry expires when the instant passes. */
export const momentTag = (/** @type {number} */ instant) => `moment:${instant}`;

/** The instants of an entry's moment tags. @param {readonly string[]} tags */
export const momentsOf = (tags) => tags.filter((tag) => tag.startsWith("moment:")).map((tag) => Number(tag.slice("moment:".length)));

/** The moment time-bound pages (careers, events) are drawn at: the last of `instants` passed at `now`, or 0. */
export const lastPassed = (/** @type {readonly number[]} */ instants, now = Date.now()) =>
  instants.reduce((moment, instant) => (instant <= now && instant > moment ? instant : moment), 0);

/** Whether one of an entry's tags is a moment already passed. @param {readonly string[]} tags */
export const momentPassed = (tags) => momentsOf(tags).some((instant) => instant <= Date.now());

/** The content's generation: it moves at a publish here or elsewhere, or when a moment passes. */
export function generation(now = Date.now()) {
  if (clock.moments.some((instant) => instant <= now)) {
    const before = clock.moments.length;
    clock.moments = clock.moments.filter((instant) => instant > now);
    clock.passed += before - clock.moments.length;
  }
  return `${clock.publishes}:${tagsFileVersion(now)}:${clock.passed}`;
}

// Checked at most every `tagsFileCheckMs` (a stat per request cost a kept page a sixth of its rate); an error counts
// as no file: this runs in every request.
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
