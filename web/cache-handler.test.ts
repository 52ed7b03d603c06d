import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import SiteCache, { maxSavedTags } from "./cache-handler.mjs";
import { generation, momentTag } from "./lib/publish-clock.mjs";
import { cacheTagsHeader, tagsManifest as nextTagsManifest } from "./next-internals/index.mjs";
import { nodeFs as nextNodeFs } from "./next-internals/testing.mjs";

const nodeFs = nextNodeFs();

/** A build's server folder of its own, where the handler keeps its entries (its tags file beside, in `cache/`). */
function serverFolder() {
  const server = join(mkdtempSync(join(tmpdir(), "cache-handler-")), "server");
  mkdirSync(server);
  return server;
}

describe("SiteCache", () => {
  // Until the file system's clock, which an entry on disk is dated by, has passed this millisecond (it ticks
  // coarser than Date.now(): an entry written just after a publish may be dated before it, and expire).
  const probe = join(mkdtempSync(join(tmpdir(), "cache-handler-clock-")), "probe");
  /** A handler over a build of its own, as Next makes one (Next's context, of which the handler reads these). */
  const freshCache = () =>
    new SiteCache({
      serverDistDir: serverFolder(),
      fs: nodeFs,
      flushToDisk: true,
      maxMemoryCacheSize: 0,
      revalidatedTags: [],
    } as never);
  const nextMillisecond = async () => {
    const now = Date.now();
    for (;;) {
      writeFileSync(probe, "");
      if (Date.now() > now && statSync(probe).mtimeMs > now) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  const tagsManifest = nextTagsManifest();
  const fetchEntry = (body: string) => ({
    kind: "FETCH",
    data: { headers: {}, body, status: 200, url: "" },
    revalidate: false,
  });
  const read = { kind: "FETCH", fetchUrl: "unstable_cache", fetchIdx: 0, tags: ["type:post"], softTags: [] };

  it("keeps a publish's revalidated tags across a restart: an entry read before the publish is not served again", async () => {
    const serverDistDir = serverFolder();
    // Next's context, of which the handler reads these (Next's type asks for more).
    const options = { serverDistDir, fs: nodeFs, flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] } as never;
    const before = new SiteCache(options);
    await before.set("posts", fetchEntry("old") as never, { cacheControl: { revalidate: false }, tags: ["type:post"] } as never);
    expect(((await before.get("posts", read as never)) as { value: { data: { body: string } } } | null)?.value.data.body).toBe("old");

    // A publish, a moment after the entry was written: once the clock has moved past the entry's time (tags and
    // entries are compared in milliseconds, and on a fast machine both can fall in the same one).
    const written = ((await before.get("posts", read as never)) as { lastModified: number }).lastModified;
    while (Date.now() <= written) await new Promise<void>((resolve) => setImmediate(resolve));
    await before.revalidateTag(["type:post"], { expire: 0 });
    expect(await before.get("posts", read as never)).toBeNull();
    const saved = join(serverDistDir, "..", "cache", "revalidated-tags.json");
    expect(existsSync(saved)).toBe(true);
    expect(Object.keys(JSON.parse(readFileSync(saved, "utf8")))).toEqual(["type:post"]);

    // The server restarts: Next's memory of revalidated tags is empty, the file is read back.
    tagsManifest.clear();
    vi.resetModules();
    const after = await import("./cache-handler.mjs").then(({ default: Fresh }) => new Fresh(options));
    expect(tagsManifest.get("type:post")?.expired).toBeGreaterThan(0);
    expect(await after.get("posts", read as never)).toBeNull();
  });

  // Issue 32, item 7: every tag ever revalidated was kept in the file, rewritten whole on each publish.
  it("keeps a bounded file of tag dates; an entry older than a date it forgot is still not served after a restart", async () => {
    // A tag and key of its own: the test before published `type:post` (Next's tag dates are one Map per process).
    const bounded = { ...read, tags: ["type:bounded"] };
    const serverDistDir = serverFolder();
    const options = { serverDistDir, fs: nodeFs, flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] } as never;
    const cache = new SiteCache(options);
    await cache.set("bounded-posts", fetchEntry("old") as never, { cacheControl: { revalidate: false }, tags: ["type:bounded"] } as never);
    const written = ((await cache.get("bounded-posts", bounded as never)) as { lastModified: number }).lastModified;
    while (Date.now() <= written) await new Promise<void>((resolve) => setImmediate(resolve));
    // The entry's own tag first, then more tags than the file keeps, each a publish of its own.
    await cache.revalidateTag(["type:bounded"], { expire: 0 });
    for (let index = 0; index < maxSavedTags + 20; index += 1) await cache.revalidateTag([`type:made-up-${index}`], { expire: 0 });
    const saved = JSON.parse(readFileSync(join(serverDistDir, "..", "cache", "revalidated-tags.json"), "utf8"));
    expect(Object.keys(saved).length).toBeLessThanOrEqual(maxSavedTags + 1);
    expect(saved["type:bounded"]).toBeUndefined();

    tagsManifest.clear();
    vi.resetModules();
    const after = await import("./cache-handler.mjs").then(({ default: Fresh }) => new Fresh(options));
    expect(tagsManifest.get("type:bounded")).toBeUndefined();
    expect(await after.get("bounded-posts", bounded as never)).toBeNull();
  });

  it("expires an entry at a publish by the wall clock, while the monotonic clock lags behind it", async () => {
    // The monotonic clock a minute behind the wall clock, as after an NTP step or a paused VM. Next's own
    // check would only mark the entry stale then: its next read served stale, and a page made from it fresh.
    const lag = vi.spyOn(performance, "now").mockImplementation(() => Date.now() - performance.timeOrigin - 60_000);
    try {
      const cache = freshCache();
      const page = {
        kind: "APP_PAGE",
        html: "<h1>old</h1>",
        rscData: Buffer.from(""),
        headers: { [cacheTagsHeader]: "_N_T_/layout,type:page" },
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      };
      const pageRead = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
      await cache.set("/index", page as never, { cacheControl: { revalidate: false }, isRoutePPREnabled: false } as never);
      await cache.set("pages", fetchEntry("old") as never, { fetchCache: true, tags: ["type:page"] } as never);
      const pagesRead = { ...read, tags: ["type:page"] };
      const written = Math.max(
        ((await cache.get("/index", pageRead as never)) as { lastModified: number }).lastModified,
        ((await cache.get("pages", pagesRead as never)) as { lastModified: number }).lastModified,
      );
      while (Date.now() <= written) await new Promise<void>((resolve) => setImmediate(resolve));

      await cache.revalidateTag(["type:page"], { expire: 0 });
      expect(await cache.get("/index", pageRead as never)).toBeNull();
      expect(await cache.get("pages", pagesRead as never)).toBeNull();
      // What is written after the publish is served, and a tag no publish named expires nothing.
      await nextMillisecond();
      await cache.set("pages", fetchEntry("new") as never, { fetchCache: true, tags: ["type:page"] } as never);
      expect(((await cache.get("pages", pagesRead as never)) as { value: { data: { body: string } } } | null)?.value.data.body).toBe("new");
      await cache.set("posts", fetchEntry("kept") as never, { fetchCache: true, tags: ["type:post-list"] } as never);
      expect(await cache.get("posts", { ...read, tags: ["type:post-list"] } as never)).not.toBeNull();
    } finally {
      lag.mockRestore();
    }
  });

  it("expires a page drawn until a moment (careers, events) when the moment passes, with no publish, and tells the clock", async () => {
    const cache = freshCache();
    const soon = Date.now() + 60_000;
    const page = {
      kind: "APP_PAGE",
      html: "<h1>careers</h1>",
      rscData: Buffer.from(""),
      headers: { [cacheTagsHeader]: `_N_T_/layout,type:jobOpening,${momentTag(soon)}` },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    };
    const pageRead = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
    await cache.set("/careers", page as never, { cacheControl: { revalidate: false }, isRoutePPREnabled: false } as never);
    const before = generation(soon - 1);
    expect(await cache.get("/careers", pageRead as never)).not.toBeNull();
    // Served from the cache, not rendered here: the publish clock is told of its moment all the same, so that the
    // server's page memory drops its copy then (an opening closes on a server that only ever served the build's page).
    expect(generation(soon - 1)).toBe(before);
    expect(generation(soon)).not.toBe(before);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(soon);
      expect(await cache.get("/careers", pageRead as never)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps no entry rendered across a publish of its tags: the next view renders it from the published content", async () => {
    const cache = freshCache();
    const body = async (key: string, tags: string[]) =>
      ((await cache.get(key, { ...read, tags } as never)) as { value: { data: { body: string } } } | null)?.value.data.body;
    const write = (key: string, text: string, tags: string[]) =>
      cache.set(key, fetchEntry(text) as never, { fetchCache: true, tags } as never);

    // A render begins (its key misses), reads the content, and a publish lands before it is written.
    expect(await body("services", ["type:service"])).toBeUndefined();
    expect(await body("authors", ["type:person"])).toBeUndefined();
    await nextMillisecond();
    await cache.revalidateTag(["type:service"], { expire: 0 });
    await nextMillisecond();
    await write("services", "before the publish", ["type:service"]);
    await write("authors", "unchanged by it", ["type:person"]);
    expect(await body("services", ["type:service"])).toBeUndefined();
    // A render of a tag the publish did not name is kept.
    expect(await body("authors", ["type:person"])).toBe("unchanged by it");

    // The next render begins after the publish: kept.
    await nextMillisecond();
    await write("services", "after the publish", ["type:service"]);
    expect(await body("services", ["type:service"])).toBe("after the publish");
  });

  it("checks every one of several renders of a key under way across a publish, whichever ends first", async () => {
    const cache = freshCache();
    const body = async (key: string) =>
      ((await cache.get(key, { ...read, tags: ["type:post"] } as never)) as { value: { data: { body: string } } } | null)?.value.data.body;
    const write = (key: string, text: string) =>
      cache.set(key, fetchEntry(text) as never, { fetchCache: true, tags: ["type:post"] } as never);

    for (const order of [
      ["first", "second"],
      ["second", "first"],
    ]) {
      const key = `posts-${order.join("-")}`;
      // Two renders of one content read begin (Next does not merge them), a publish lands, both end.
      expect(await body(key)).toBeUndefined();
      expect(await body(key)).toBeUndefined();
      await nextMillisecond();
      await cache.revalidateTag(["type:post"], { expire: 0 });
      await nextMillisecond();
      for (const render of order) {
        await write(key, `${render}, read before the publish`);
        expect(await body(key)).toBeUndefined();
      }
    }
  });
});
