// The cache shared by every instance through Redis (REDIS_URL, docs/deploy.md; next.config.ts then names this
// file): the site's file-system cache (cache-handler.mjs), extended so that a publish reaching one instance
// reaches all. Redis is @fortedigital/nextjs-cache-handler's `redis-strings` handler; added here:
// - Redis down: the instance serves from its file-system cache (written beside Redis, so current), and logs each
//   change once. Commands fail at once while disconnected (never queued: a visitor would wait).
// - One key space per build. A page the build prerendered is copied into Redis when first asked for; the keys Redis
//   ever held are remembered, so a page a publish removed is rendered again, never brought back from the build.
//   (@fortedigital's registerInitialCache writes Next 15's keys, not Next 16.4's `/route-cache/APP_PAGE/…`.)
// - Every tag dated in Redis at a publish (@fortedigital dates only path tags), so that no instance keeps an entry
//   rendered across a publish made on any instance.
// - Pages sent with `Surrogate-Key` naming their tags (Next drops its own tag header), for the CDN purge (lib/cdn).
import { join } from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import SiteCache, { isStale } from "./cache-handler.mjs";
import { surrogateKeys } from "./lib/cdn/surrogate-keys.mjs";
import { buildId, cacheTagsHeader } from "./next-internals/index.mjs";

/** @typedef {Parameters<SiteCache["get"]>} GetArgs */
/** @typedef {Parameters<SiteCache["set"]>} SetArgs */

// Node runs lib/env.ts's TypeScript directly.
const { redisUrl } = await import("./lib/env.ts");
if (!redisUrl) throw new Error("cache-handler-redis.mjs is for REDIS_URL: next.config.ts names it only when that is set");
const { hostname, port } = new URL(redisUrl);
const where = `Redis ${hostname}:${port || 6379}`;

/** @type {import("redis").RedisClientType | undefined} one per process, made on first use, reconnecting on its own */
let client;
/** @type {"shared" | "own" | undefined} what the log last said this instance uses */
let announced;

function connection() {
  if (client) return client;
  client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 2_000) },
    pingInterval: 5_000,
  });
  client.on("ready", () => announce("shared"));
  client.on("error", (error) => announce("own", error));
  client.connect().catch((error) => announce("own", error));
  return client;
}

const ready = () => client?.isReady === true;

/** Logs when this instance moves between the shared cache and its own. @param {"shared" | "own"} state @param {any} [error] */
function announce(state, error) {
  if (announced === state) return;
  announced = state;
  if (state === "shared") return console.info(`cache: using the shared page and data cache at ${where}`);
  const reason = error?.message || error?.code || "connection lost";
  console.error(
    `cache: ${where} unreachable (${reason}): this instance serves from its own cache until it answers again; a publish received meanwhile reaches this instance only`,
  );
}

/** The build's key space: its BUILD_ID (none in `next dev`). @param {string | undefined} serverDistDir */
const keyPrefix = (serverDistDir) => `fernleaf:${buildId(join(serverDistDir ?? "", "..")) ?? "dev"}:`;
CacheHandler.onCreation(({ serverDistDir }) => ({
  handlers: [createRedisHandler({ client: connection(), keyPrefix: keyPrefix(serverDistDir), timeoutMs: 2_000 })],
}));

export default class SharedCache extends SiteCache {
  /** @param {ConstructorParameters<typeof SiteCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    this.shared = new CacheHandler(ctx);
    // Disk and build reads through a file-only instance: Next's own get re-saves an entry (its tags changed), and
    // that save must not reach Redis undated, before the staleness check.
    this.own = new SiteCache(ctx);
    connection();
    const prefix = keyPrefix(ctx.serverDistDir);
    this.known = `${prefix}__known__`;
    // @fortedigital's hash of tag dates (not Next's `revalidatedTags`, which FileSystemCache keeps under that name).
    this.tagDates = `${prefix}__revalidated_tags__`;
  }

  /** @override @param {GetArgs} args */
  async get(...args) {
    return withSurrogateKeys(await super.get(...args));
  }

  /** From Redis; an entry never in Redis from the build, and shared. @override @param {GetArgs} args */
  async read(...args) {
    const [key, ctx] = args;
    if (ready()) {
      try {
        // @ts-expect-error @fortedigital's get declares the context of an older Next (a `route`), not the one Next 16.4 passes.
        const entry = await this.shared.get(key, ctx);
        if (entry || (await connection().sIsMember(this.known, key))) return entry;
        const built = await this.own.read(...args);
        if (built?.value && !isStale(built, ctx))
          await this.#share(key, built.value, { ...ctx, internal_lastModified: built.lastModified, setOnlyIfNotExists: true });
        return built;
      } catch (error) {
        announce("own", error);
      }
    }
    return this.own.read(...args);
  }

  /** Both caches: the own one too, so that it is current if Redis goes away. @override @param {SetArgs} args */
  async write(...args) {
    const [, shared] = await Promise.allSettled([super.write(...args), ready() ? this.#share(...args) : undefined]);
    if (shared?.status === "rejected") announce("own", shared.reason);
  }

  /** @param {SetArgs[0]} key @param {SetArgs[1]} data @param {object} ctx */
  async #share(key, data, ctx) {
    await this.shared.set(key, data, /** @type {any} */ (ctx));
    await connection().sAdd(this.known, key);
  }

  /**
   * This instance's publishes, and every instance's in Redis (by the wall clock, as @fortedigital dates them).
   * @override @param {string[]} tags @param {number} since
   */
  async publishedSince(tags, since) {
    if (tags.length === 0) return false;
    if (await super.publishedSince(tags, since)) return true;
    if (!ready()) return false;
    try {
      const now = Date.now();
      const times = await connection().hmGet(this.tagDates, tags);
      return times.some((time) => time !== null && Number(time) > since && Number(time) <= now);
    } catch (error) {
      announce("own", error);
      return false;
    }
  }

  /**
   * Expires the tags here and in Redis. Every tag is dated in @fortedigital's hash first (it dates only path tags,
   * deleting the others' entries), so that each instance's `set` sees the publish. In Redis a tag expires at once.
   * @override @param {string | string[]} tags @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    const revalidateShared = async () => {
      if (!ready()) throw new Error("not connected");
      if (list.length === 0) return;
      const now = Date.now();
      await connection().hSet(this.tagDates, Object.fromEntries(list.map((tag) => [tag, now])));
      await this.shared.revalidateTag(list);
    };
    const [, shared] = await Promise.allSettled([super.revalidateTag(tags, durations), revalidateShared()]);
    if (shared.status === "rejected") {
      announce("own", shared.reason);
      // The publish reaches this instance only: the webhook's caller should hear it failed and send it again.
      throw new Error(`the shared cache at ${where} did not take the revalidation: ${shared.reason?.message}`);
    }
  }
}

/**
 * A page's or route's entry with a `surrogate-key` header from its tags (a copy: the cached entry stays as it was).
 * @template {{ value?: any } | null} Entry @param {Entry} entry @returns {Entry}
 */
function withSurrogateKeys(entry) {
  const value = entry?.value;
  const keys = surrogateKeys(value?.headers?.[cacheTagsHeader]);
  return keys ? { ...entry, value: { ...value, headers: { ...value.headers, "surrogate-key": keys } } } : entry;
}
