// The page and data cache shared by every instance of the site (REDIS_URL; docs/deploy.md): prerendered
// and regenerated pages, cached reads and the times tags were revalidated live in one Redis, so a publish
// that reaches one instance (its webhook calls revalidateTag/revalidatePath) is seen by all of them.
//
// Next loads this file itself (next.config.ts `cacheHandler` names it when REDIS_URL is set), at runtime,
// outside the bundler. The Redis side is @fortedigital/nextjs-cache-handler's `redis-strings` handler (tags
// kept beside each entry, tag revalidation times in a hash); this file adds what it leaves to us:
//
// - Redis down (at start, or later): each instance serves from its own cache, cache-handler.mjs (Next's
//   file-system cache with the tag dates kept on disk), and says so in its log, once per change. When Redis
//   answers again the instance goes back to it, and says that too. Commands never queue while disconnected
//   (a visitor would wait), they fail at once and the own cache answers. The own cache is written beside
//   Redis, so that it is current when Redis goes away.
// - One build, one key space: keys carry the build's id, so a deploy starts from its own pages. A page the
//   build prerendered is read from the build (the own cache) the first time Redis is asked for it, and
//   copied into Redis; every key Redis ever held is remembered (a set per build), so a page a publish has
//   since removed from Redis is rendered again, never brought back from the build by any instance.
//   (@fortedigital's registerInitialCache would copy the build at start, but it writes Next 15's keys:
//   Next 16.4 asks for `/route-cache/APP_PAGE/<hash>/$/<page>`, which only Next's own reader maps to files.)
// - Every tag dated in Redis at each publish (@fortedigital's handler dates only path tags), and no entry
//   kept that was rendered across a publish on any instance (`set`, as cache-handler.mjs does for one).
// - Surrogate keys: a page read from the cache is sent with `Surrogate-Key` naming its tags (Next removes
//   its own tag header from responses), so a cache in front can be purged by the tags a publish revalidated
//   (lib/cdn).
// The client-runtime policy is not applied here: server.mjs applies it to every HTML answer.
import { join } from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import OwnCache, { cacheTags, expiredSince, PendingRenders } from "./cache-handler.mjs";
import { surrogateKeys } from "./lib/cdn/surrogate-keys.mjs";
import { momentPassed } from "./lib/publish-clock.mjs";
import { cacheTagsHeader, isResponseEntry, buildId as readBuildId } from "./next-internals/index.mjs";

/** @import { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types" */
/** @typedef {Awaited<ReturnType<OwnCache["get"]>>} CacheHandlerValue what a cache handler's get gives Next */
/** @import { RedisClientType } from "redis" */
/** @typedef {Parameters<OwnCache["get"]>} GetArgs what Next passes a cache handler's get */
/** @typedef {Parameters<OwnCache["set"]>} SetArgs what Next passes a cache handler's set */
/** @typedef {Parameters<CacheHandler["set"]>} SharedSetArgs */

// The settings are read by lib/env.ts alone (validated there); Node runs its TypeScript directly.
const { redisUrl } = await import("./lib/env.ts");
if (!redisUrl) throw new Error("cache-handler-redis.mjs is for REDIS_URL: next.config.ts names it only when that is set");

const log = (/** @type {string} */ message) => console.info(`cache: ${message}`);
const where = (() => {
  const url = new URL(redisUrl);
  return `Redis ${url.hostname}:${url.port || 6379}`;
})();

/** @typedef {"shared" | "own"} Announced what the log says this instance uses */

/** @type {RedisClientType | undefined} One connection per process, made on first use, reconnecting on its own (at most every 2 s). */
let client;
/** @type {Announced | undefined} what the log last said this instance uses */
let announced;
function connection() {
  if (client) return client;
  client = createClient({
    url: redisUrl,
    // A command sent while disconnected fails at once (the own cache answers) instead of waiting.
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 2_000) },
    pingInterval: 5_000,
  });
  client.on("ready", () => announce("shared"));
  client.on("error", (error) => announce("own", error));
  client.connect().catch((error) => announce("own", error));
  return client;
}

/**
 * Says in the log when this instance moves between the shared cache and its own, once per move.
 * @param {Announced} state
 * @param {unknown} [error] why the shared cache is not used (a Redis error, or anything a command threw)
 */
function announce(state, error) {
  if (announced === state) return;
  announced = state;
  const reason = /** @type {{ message?: unknown; code?: unknown } | null | undefined} */ (error);
  if (state === "shared") log(`using the shared page and data cache at ${where}`);
  else
    console.error(
      `cache: ${where} unreachable (${reason?.message || reason?.code || "connection lost"}): this instance serves from its own cache until it answers again; a publish received meanwhile reaches this instance only`,
    );
}

/** @type {Handler | undefined} */
let redisHandler;
CacheHandler.onCreation(({ buildId }) => {
  redisHandler ??= createRedisHandler({ client: connection(), keyPrefix: `fernleaf:${buildId ?? "dev"}:`, timeoutMs: 2_000 });
  return { handlers: [redisHandler] };
});

const ready = () => client?.isReady === true;

/** This process's renders under way (each miss of a key starts one; its write ends it). */
const pendingRenders = new PendingRenders();

export default class SharedCache {
  /** @param {ConstructorParameters<typeof OwnCache>[0]} ctx */
  constructor(ctx) {
    this.own = new OwnCache(ctx);
    this.shared = new CacheHandler(ctx);
    connection();
    let buildId = "dev";
    try {
      buildId = readBuildId(join(ctx.serverDistDir ?? ".", ".."));
    } catch {
      // No build (next dev): one key space for it.
    }
    this.known = `fernleaf:${buildId}:__known__`;
    // Where @fortedigital's handler keeps the time each tag was revalidated (its keyPrefix, its hash's name).
    this.revalidatedTags = `fernleaf:${buildId}:__revalidated_tags__`;
  }

  /** @param {GetArgs[0]} key @param {GetArgs[1]} ctx */
  async get(key, ctx) {
    const found = await this.#get(key, ctx);
    // A page drawn until a moment now passed (lib/content/moment.ts) is rendered again.
    const entry = found?.value && momentPassed(cacheTags(found.value, ctx)) ? null : found;
    if (!entry) pendingRenders.miss(key);
    return entry;
  }

  /** @param {GetArgs[0]} key @param {GetArgs[1]} ctx */
  async #get(key, ctx) {
    if (ready()) {
      try {
        // @ts-expect-error @fortedigital's get declares the context of an older Next (a `route`), not the one Next 16.4 passes.
        const entry = await this.shared.get(key, ctx);
        if (entry) return withSurrogateKeys(entry);
        // Never in Redis: the build's own copy (a prerendered page) is the page, copied there for all.
        if (await connection().sIsMember(this.known, key)) return null;
        const built = await this.own.get(key, ctx);
        if (built?.value)
          await this.#share(key, built.value, { ...ctx, internal_lastModified: built.lastModified, setOnlyIfNotExists: true });
        return withSurrogateKeys(built);
      } catch (error) {
        announce("own", error);
      }
    }
    return withSurrogateKeys(await this.own.get(key, ctx));
  }

  /** @param {SharedSetArgs[0]} key @param {SharedSetArgs[1]} data @param {SharedSetArgs[2]} ctx */
  async #share(key, data, ctx) {
    await this.shared.set(key, data, ctx);
    await connection().sAdd(this.known, key);
  }

  /**
   * Expires the tags in Redis for every instance. @fortedigital's handler dates only Next's path tags in its
   * hash (it deletes the entries of the others): every tag is dated here first, so that each instance knows
   * when it was published (`set` below), and its `get` refuses an entry written before that. It takes the
   * tags alone (it never read `durations`): in Redis a tag expires at once.
   * @param {string[]} tags
   */
  async #revalidateShared(tags) {
    if (tags.length === 0) return;
    const now = Date.now();
    await connection().hSet(this.revalidatedTags, Object.fromEntries(tags.map((tag) => [tag, now])));
    await this.shared.revalidateTag(tags);
  }

  /**
   * Whether a publish on any instance revalidated one of these tags since `since` (by the wall clock, as
   * @fortedigital's handler stamps them); this instance's own publishes count when Redis is away.
   * @param {string[]} tags @param {number} since
   */
  async #publishedSince(tags, since) {
    if (tags.length === 0) return false;
    if (expiredSince(tags, since)) return true;
    if (!ready()) return false;
    try {
      const now = Date.now();
      const times = await connection().hmGet(this.revalidatedTags, tags);
      return times.some((time) => time !== null && Number(time) > since && Number(time) <= now);
    } catch (error) {
      announce("own", error);
      return false;
    }
  }

  /**
   * Writes the entry to both caches, unless it was rendered across a publish of one of its tags (see
   * cache-handler.mjs `set`): begun before the publish, it would pass for fresh on every instance.
   * @param {SetArgs[0]} key @param {SetArgs[1]} data @param {SetArgs[2]} ctx
   */
  async set(key, data, ctx) {
    const began = pendingRenders.began(key);
    if (data && began !== undefined && (await this.#publishedSince(cacheTags(data, ctx), began))) return;
    // The own cache is written too, so that it is current if Redis goes away.
    const writes = [this.own.store(key, data, ctx)];
    if (ready()) writes.push(this.#share(key, data, ctx));
    const [, shared] = await Promise.allSettled(writes);
    if (shared?.status === "rejected") announce("own", shared.reason);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const results = await Promise.allSettled([
      this.own.revalidateTag(tags, durations),
      ready() ? this.#revalidateShared(typeof tags === "string" ? [tags] : tags) : Promise.reject(new Error("not connected")),
    ]);
    if (results[1].status === "rejected") {
      announce("own", results[1].reason);
      // The publish reaches this instance only: the webhook's caller should hear it failed and send it again.
      throw new Error(`the shared cache at ${where} did not take the revalidation: ${results[1].reason?.message}`);
    }
  }

  resetRequestCache() {
    this.own.resetRequestCache?.();
  }
}

/**
 * A page entry with a `surrogate-key` header from its tags (a copy: the cached entry stays as it was).
 * @template {CacheHandlerValue | null} Entry
 * @param {Entry} entry
 * @returns {Entry}
 */
function withSurrogateKeys(entry) {
  const value = entry?.value;
  if (!value || !isResponseEntry(value) || !("headers" in value) || !value.headers) return entry;
  const keys = surrogateKeys(value.headers[cacheTagsHeader]);
  if (!keys) return entry;
  return { ...entry, value: { ...value, headers: { ...value.headers, "surrogate-key": keys } } };
}
