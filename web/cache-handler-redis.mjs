// The cache every instance shares through Redis (REDIS_URL; docs/deploy.md): cache-handler.mjs over
// @fortedigital/nextjs-cache-handler's `redis-strings`, plus:
// - Redis down: the file-system cache (written beside Redis, so current) serves; commands fail at once, never queued.
// - One key space per build; a prerendered page is copied in when first asked for, and keys Redis ever held are
//   remembered, so a removed page is never brought back from the build (@fortedigital's registerInitialCache writes
//   Next 15's keys).
// - Every tag dated in Redis at a publish (@fortedigital dates only path tags), seen by every instance's `set`.
// - Pages sent with `Surrogate-Key` naming their tags, for the CDN purge (lib/cdn).
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

/** @type {import("redis").RedisClientType | undefined} */
let client;
/** @type {"shared" | "own" | undefined} what the log last said */
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
    // Disk reads through a file-only instance: Next's get may re-save an entry, which must not reach Redis unchecked.
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

  /** This instance's publishes, and every instance's in Redis. @override @param {string[]} tags @param {number} since */
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
   * Expires the tags here and in Redis, each dated in @fortedigital's hash first so that every instance's `set` sees it.
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
 * A copy of the entry with a `surrogate-key` header from its tags.
 * @template {{ value?: any } | null} Entry @param {Entry} entry @returns {Entry}
 */
function withSurrogateKeys(entry) {
  const value = entry?.value;
  const keys = surrogateKeys(value?.headers?.[cacheTagsHeader]);
  return keys ? { ...entry, value: { ...value, headers: { ...value.headers, "surrogate-key": keys } } } : entry;
}
