import { type CdnConfig, cdnConfig } from "../env";
import { errorMessage } from "../error-message";
import { pathKey } from "./surrogate-keys.mjs";

/**
 * Telling the cache in front of the site what a publish changed (docs/deploy.md). Pages carry their Next
 * cache tags as surrogate keys (cache-handler-redis.mjs, server.mjs adds each page's own path), and the
 * publish webhook, after it revalidated tags and paths on the origin, hands the same names to `purgeCdn`.
 * A purge that fails is retried a few times and logged; past that, the page's bounded `s-maxage`
 * (300 s, lib/env.ts) is what bounds how long the cache in front serves the old page.
 */
export type PurgeRequest = {
  /** Tags passed to revalidateTag. */
  tags: readonly string[];
  /** Public paths passed to revalidatePath (`/blog/old-title`). */
  paths: readonly string[];
};

export interface CdnPurger {
  readonly name: string;
  /** Resolves when the cache took every purge; rejects otherwise (the caller retries the whole request). */
  purge(request: PurgeRequest): Promise<void>;
}

type Fetch = typeof fetch;
const requestTimeoutMs = 5_000;

async function send(fetchImpl: Fetch, url: string, init: RequestInit, what: string) {
  const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
  // The body is small (a status line, a JSON verdict): read so that the connection is reused.
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${body.slice(0, 200)}`);
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Keys as a regular expression matching any of them as a whole word of a Surrogate-Key header. */
export const surrogateKeyPattern = (keys: readonly string[]) =>
  `(^|\\s)(${keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(\\s|$)`;

/**
 * Varnish (and any cache taking the same two methods; web/tests/cluster/varnish.vcl is the configuration):
 * `BAN` with the keys as a pattern in `X-Ban-Surrogate-Key` (Varnish bans every object whose Surrogate-Key
 * matches), and `PURGE <path>` per path (the object at that address, whatever keys it carries).
 */
export function varnishPurger(urls: readonly string[], fetchImpl: Fetch = fetch): CdnPurger {
  return {
    name: `Varnish ${urls.join(", ")}`,
    async purge({ tags, paths }) {
      const keys = [...tags, ...paths.map(pathKey)];
      await Promise.all(
        urls.flatMap((base) => [
          ...(keys.length > 0
            ? [send(fetchImpl, base, { method: "BAN", headers: { "x-ban-surrogate-key": surrogateKeyPattern(keys) } }, `BAN at ${base}`)]
            : []),
          ...paths.map((path) => send(fetchImpl, new URL(path, base).href, { method: "PURGE" }, `PURGE ${path} at ${base}`)),
        ]),
      );
    },
  };
}

/**
 * Cloudflare: `POST /zones/<zone>/purge_cache` with `{"tags": [...]}` (the page's `Cache-Tag` header,
 * which server.mjs repeats from the surrogate keys with CDN_PURGE=cloudflare) and `{"files": [...]}` for
 * addresses (absolute, from `origin`), at most 30 per call; a token with the Zone → Cache Purge permission.
 */
export function cloudflarePurger(zoneId: string, token: string, origin: string | undefined, fetchImpl: Fetch = fetch): CdnPurger {
  const endpoint = `https://api.cloudflare.com/client/v4/zones/${zoneId}/purge_cache`;
  const post = (body: object) =>
    send(
      fetchImpl,
      endpoint,
      { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) },
      "Cloudflare purge_cache",
    );
  return {
    name: `Cloudflare zone ${zoneId}`,
    async purge({ tags, paths }) {
      const keys = [...tags, ...paths.map(pathKey)];
      for (const part of chunks(keys, 30)) await post({ tags: part });
      if (origin) for (const part of chunks(paths, 30)) await post({ files: part.map((path) => new URL(path, origin).href) });
    },
  };
}

/**
 * Fastly: `POST /service/<id>/purge` with the keys in a `Surrogate-Key` header (at most 256 per call) and
 * the token in `Fastly-Key` (scope purge_select). Paths are purged by their path key, which every page
 * carries.
 */
export function fastlyPurger(serviceId: string, token: string, fetchImpl: Fetch = fetch): CdnPurger {
  return {
    name: `Fastly service ${serviceId}`,
    async purge({ tags, paths }) {
      for (const part of chunks([...tags, ...paths.map(pathKey)], 256)) {
        await send(
          fetchImpl,
          `https://api.fastly.com/service/${serviceId}/purge`,
          { method: "POST", headers: { "fastly-key": token, "surrogate-key": part.join(" "), accept: "application/json" } },
          "Fastly purge",
        );
      }
    },
  };
}

/** The purger the settings name (CDN_PURGE), or undefined for none. */
export function purgerFor(config: CdnConfig["purge"], origin?: string, fetchImpl: Fetch = fetch): CdnPurger | undefined {
  switch (config.kind) {
    case "varnish":
      return varnishPurger(config.urls, fetchImpl);
    case "cloudflare":
      return cloudflarePurger(config.zoneId, config.token, origin, fetchImpl);
    case "fastly":
      return fastlyPurger(config.serviceId, config.token, fetchImpl);
    case "none":
      return undefined;
  }
}

export type PurgeOptions = {
  purger?: CdnPurger | undefined;
  /** Tries in all (the first and the retries). */
  attempts?: number;
  /** The wait before the first retry, doubled before each next one. */
  retryDelayMs?: number;
};

export type PurgeOutcome = { purged: boolean; attempts: number; error?: string };

/**
 * The one call for the publish webhook: purges what it revalidated from the cache in front, if one is
 * configured. Never throws (a publish is live on the origin whatever the CDN says): tries `attempts` times
 * with doubling waits (about 0.5 + 1 + 2 s by default, each request bounded by 5 s), logs every failure
 * and the outcome, and resolves with it. Call it after the revalidation, e.g. in `after(() => purgeCdn(…))`
 * so that the webhook answers without waiting on the CDN.
 */
export async function purgeCdn(request: PurgeRequest, options: PurgeOptions = {}): Promise<PurgeOutcome> {
  const purger = "purger" in options ? options.purger : purgerFor(cdnConfig.purge, cdnConfig.origin);
  const attempts = options.attempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 500;
  if (!purger || (request.tags.length === 0 && request.paths.length === 0)) return { purged: false, attempts: 0 };
  let last = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await purger.purge(request);
      console.info(
        `cdn: purged ${request.tags.length} tag(s) and ${request.paths.length} path(s) at ${purger.name}${attempt > 1 ? ` (try ${attempt})` : ""}`,
      );
      return { purged: true, attempts: attempt };
    } catch (error) {
      last = errorMessage(error);
      console.error(`cdn: purge at ${purger.name} failed (try ${attempt} of ${attempts}): ${last}`);
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
  }
  console.error(
    `cdn: gave up purging at ${purger.name}; the cache in front serves the old pages until their s-maxage (${cdnConfig.maxAgeSeconds} s) runs out`,
  );
  return { purged: false, attempts, error: last };
}
