import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildFiles, cacheTagsHeader, tagsManifest } from "./next-internals/index.mjs";
import { nodeFs as nextNodeFs } from "./next-internals/testing.mjs";
import { startRedis } from "./tests/redis-server";

const nodeFs = nextNodeFs();

// The shared cache (several instances, REDIS_URL) against a real Redis (Debian's redis-server, a loopback
// port, no persistence), started for this file and stopped after it.
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let url = "";

beforeAll(async () => {
  redis = await startRedis();
  url = redis.url;
});

afterAll(() => {
  redis?.stop();
});

/** A publish received by another instance: a process of its own, with its own build folder, on the same Redis. */
async function publishElsewhere(tags: string[]) {
  const distDir = mkdtempSync(join(tmpdir(), "shared-cache-other-"));
  mkdirSync(join(distDir, "server"));
  writeFileSync(join(distDir, buildFiles.buildId), "test-build");
  const script = `
    const { default: SharedCache } = await import(${JSON.stringify(new URL("./cache-handler-redis.mjs", import.meta.url).href)});
    const { nodeFs } = await import(${JSON.stringify(new URL("./next-internals/testing.mjs", import.meta.url).href)});
    const cache = new SharedCache({ serverDistDir: ${JSON.stringify(join(distDir, "server"))}, fs: nodeFs(), flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] });
    // Its connection is made on first use: the webhook's caller would send the publish again until it is taken.
    for (;;) {
      try { await cache.revalidateTag(${JSON.stringify(tags)}, { expire: 0 }); break; }
      catch { await new Promise((resolve) => setTimeout(resolve, 50)); }
    }
    process.exit(0);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    env: { ...process.env, REDIS_URL: url },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let said = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    said += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`the other instance could not publish (${code}): ${said}`);
}

describe("SharedCache", () => {
  const fetchEntry = (body: string) => ({ kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: false });
  const read = (tags: string[]) => ({ kind: "FETCH", fetchUrl: "unstable_cache", fetchIdx: 0, tags, softTags: [] });

  it("keeps no entry rendered across a publish of its tags, made on this instance or on another", async () => {
    vi.stubEnv("REDIS_URL", url);
    vi.resetModules();
    const { default: SharedCache } = await import("./cache-handler-redis.mjs");
    const distDir = mkdtempSync(join(tmpdir(), "shared-cache-"));
    mkdirSync(join(distDir, "server"));
    writeFileSync(join(distDir, buildFiles.buildId), "test-build");
    const options = { serverDistDir: join(distDir, "server"), fs: nodeFs, flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] };
    const cache = new SharedCache(options as never);
    const other = createClient({ url });
    await other.connect();
    try {
      const write = (key: string, text: string, tags: string[]) =>
        cache.set(key, fetchEntry(text) as never, { fetchCache: true, tags } as never);
      // The instance connects on first use: until its writes reach Redis.
      await vi.waitFor(async () => {
        await write("warm-up", "connected", ["none"]);
        expect(await other.exists("fernleaf:test-build:warm-up")).toBe(1);
      }, 10_000);
      const body = async (key: string, tags: string[]) =>
        ((await cache.get(key, read(tags) as never)) as { value: { data: { body: string } } } | null)?.value?.data.body;
      const nextMillisecond = async () => {
        const now = Date.now();
        while (Date.now() <= now) await new Promise<void>((resolve) => setImmediate(resolve));
      };

      // Renders begin (their keys miss); a publish on another instance lands in Redis before they are written.
      expect(await body("services", ["type:service"])).toBeUndefined();
      expect(await body("authors", ["type:person"])).toBeUndefined();
      await nextMillisecond();
      await publishElsewhere(["type:service"]);
      await nextMillisecond();
      await write("services", "before the publish", ["type:service"]);
      await write("authors", "unchanged by it", ["type:person"]);
      expect(await body("services", ["type:service"])).toBeUndefined();
      expect(await body("authors", ["type:person"])).toBe("unchanged by it");

      // The next render begins after it: kept, on every instance.
      await nextMillisecond();
      await write("services", "after the publish", ["type:service"]);
      expect(await body("services", ["type:service"])).toBe("after the publish");

      // A publish this instance receives itself, the same.
      expect(await body("posts", ["type:post"])).toBeUndefined();
      await nextMillisecond();
      await cache.revalidateTag(["type:post"], { expire: 0 });
      await nextMillisecond();
      await write("posts", "before the publish", ["type:post"]);
      expect(await body("posts", ["type:post"])).toBeUndefined();
    } finally {
      await other.quit();
      vi.unstubAllEnvs();
    }
  });

  it("shares a page the build prerendered, with its surrogate keys, never brings it back after a publish, and falls back to its own cache", async () => {
    vi.stubEnv("REDIS_URL", url);
    vi.resetModules();
    const { default: SharedCache } = await import("./cache-handler-redis.mjs");
    const { default: SiteCache } = await import("./cache-handler.mjs");
    const distDir = mkdtempSync(join(tmpdir(), "shared-cache-build-"));
    mkdirSync(join(distDir, "server"));
    writeFileSync(join(distDir, buildFiles.buildId), "test-build");
    const options = { serverDistDir: join(distDir, "server"), fs: nodeFs, flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] };
    const page = (html: string) => ({
      kind: "APP_PAGE",
      html,
      rscData: Buffer.from(""),
      headers: { [cacheTagsHeader]: "_N_T_/layout,type:page" },
      status: 200,
    });
    const pageRead = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
    const pageCtx = { cacheControl: { revalidate: false }, isRoutePPREnabled: false };
    // The build's copy, as `next build` leaves it in the server folder.
    await new SiteCache(options as never).set("/about", page("<h1>built</h1>") as never, pageCtx as never);
    const cache = new SharedCache(options as never);
    const other = createClient({ url });
    // Redis is stopped below: this client's reconnecting is no error of the test, and its QUIT would wait for Redis.
    other.on("error", () => {});
    await other.connect();
    try {
      type Page = { value: { html: string; headers: Record<string, string> } } | null;
      const view = async () => (await cache.get("/about", pageRead as never)) as Page;
      // The instance connects on first use: until the page it serves reaches Redis.
      await vi.waitFor(async () => {
        await view();
        expect(await other.exists("fernleaf:test-build:/about")).toBe(1);
      }, 10_000);
      expect((await view())?.value.headers["surrogate-key"]).toBe("_N_T_/layout type:page");

      await cache.revalidateTag(["type:page"], { expire: 0 });
      // An instance that did not see the publish itself: Redis knew the page, so the build's copy is not served.
      tagsManifest().delete("type:page");
      expect(await view()).toBeNull();

      // Redis gone: the own cache, written beside Redis, answers.
      await cache.set("/about", page("<h1>rendered</h1>") as never, pageCtx as never);
      redis?.stop();
      await vi.waitFor(async () => expect((await view())?.value.html).toBe("<h1>rendered</h1>"), { timeout: 10_000 });
    } finally {
      other.destroy();
      vi.unstubAllEnvs();
    }
  });
});
