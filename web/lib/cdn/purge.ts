import { type CdnConfig, cdnConfig } from "../env";
import { errorMessage } from "../error-message";

async function send(url: string, init: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  // Read, so that the connection is reused.
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${body.slice(0, 200)}`);
}

async function inChunks(keys: readonly string[], size: number, each: (part: readonly string[]) => Promise<void>) {
  for (let start = 0; start < keys.length; start += size) await each(keys.slice(start, start + size));
}

/** Keys as a regular expression matching any of them as a whole word of a Surrogate-Key header. */
export const surrogateKeyPattern = (keys: readonly string[]) =>
  `(^|\\s)(${keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(\\s|$)`;

/** Purges the pages filed under the tags (docs/deploy.md); rejects unless the cache took every request. */
async function purgeOnce(config: Exclude<CdnConfig["purge"], { kind: "none" }>, tags: readonly string[]) {
  switch (config.kind) {
    // BAN of every object whose Surrogate-Key matches (web/tests/cluster/varnish.vcl).
    case "varnish": {
      const headers = { "x-ban-surrogate-key": surrogateKeyPattern(tags) };
      await Promise.all(config.urls.map((url) => send(url, { method: "BAN", headers })));
      return;
    }
    // The `Cache-Tag` header server.mjs sends, at most 30 per call; a token with the Zone → Cache Purge permission.
    case "cloudflare":
      return inChunks(tags, 30, (part) =>
        send(`https://api.cloudflare.com/client/v4/zones/${config.zoneId}/purge_cache`, {
          method: "POST",
          headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
          body: JSON.stringify({ tags: part }),
        }),
      );
    // At most 256 keys per call; a token with the purge_select scope.
    case "fastly":
      return inChunks(tags, 256, (part) =>
        send(`https://api.fastly.com/service/${config.serviceId}/purge`, {
          method: "POST",
          headers: { "fastly-key": config.token, "surrogate-key": part.join(" "), accept: "application/json" },
        }),
      );
  }
}

const attempts = 4;

/**
 * Purges the tags the webhook expired from the cache in front (CDN_PURGE), 4 tries with doubling waits; never throws
 * (past that, the bounded `s-maxage` ends the old copies). Resolves with whether it purged.
 */
export async function purgeCdn(tags: readonly string[], { config = cdnConfig.purge, retryDelayMs = 500 } = {}): Promise<boolean> {
  if (config.kind === "none" || tags.length === 0) return false;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await purgeOnce(config, tags);
      console.info(`cdn: purged ${tags.length} tag(s) at ${config.kind}${attempt > 1 ? ` (try ${attempt})` : ""}`);
      return true;
    } catch (error) {
      console.error(`cdn: purge at ${config.kind} failed (try ${attempt} of ${attempts}): ${errorMessage(error)}`);
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
  }
  console.error(
    `cdn: gave up purging at ${config.kind}; the cache in front serves the old pages until their s-maxage (${cdnConfig.maxAgeSeconds} s) runs out`,
  );
  return false;
}
