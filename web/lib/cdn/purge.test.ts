import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { findProgram, freePort, type Running, startVarnish, waitForHttp } from "../../tests/cluster/cluster.mjs";
import { boundResponseCaching, boundSharedCaching } from "./cache-control.mjs";
import { purgeCdn, surrogateKeyPattern } from "./purge";
import { pathKey, surrogateKeys } from "./surrogate-keys.mjs";

// The purge adapter against a real HTTP cache: Debian's Varnish with the site's VCL
// (tests/cluster/varnish.vcl) in front of a small origin that files each page under surrogate keys, as
// the site does, and counts what reaches it. A page the cache keeps is not asked of the origin again until
// a purge names one of its keys or its address.

const pages: Record<string, string> = {
  "/blog/first": "_N_T_/layout post:first _N_T_/blog/first",
  "/blog/second": "_N_T_/layout post:second _N_T_/blog/second",
  "/about": "_N_T_/layout page:about _N_T_/about",
};
const hits = new Map<string, number>();
let origin: Server;
let varnish: Running;
let cache: string;
let dir: string;

beforeAll(async () => {
  if (!findProgram("varnishd")) throw new Error("Varnish is not installed: `npm test` installs it (apt-get install -y varnish)");
  origin = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    response.writeHead(200, {
      "content-type": "text/html",
      "cache-control": boundSharedCaching("s-maxage=31536000", { maxAgeSeconds: 300, staleSeconds: 60 }),
      "surrogate-key": pages[path] ?? pathKey(path),
    });
    response.end(`<p>${path} version ${hits.get(path)}</p>`);
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  dir = mkdtempSync(join(tmpdir(), "varnish-test-"));
  const port = await freePort();
  varnish = startVarnish({ dir, port, backendPort: (origin.address() as AddressInfo).port });
  cache = `http://127.0.0.1:${port}`;
  await waitForHttp(`${cache}/about`);
}, 60_000);

afterAll(async () => {
  await varnish?.stop();
  await new Promise((resolve) => origin?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const read = async (path: string) => {
  const response = await fetch(`${cache}${path}`);
  return { text: await response.text(), cached: response.headers.get("x-cache") === "HIT" };
};

/** Reads every page until the cache holds it; returns the origin's count per page. */
async function warm() {
  for (const path of Object.keys(pages)) {
    await read(path);
    expect((await read(path)).cached).toBe(true);
  }
  return new Map(hits);
}

describe("purging Varnish (lib/cdn/purge.ts)", () => {
  it("bans the pages filed under a tag and only those", async () => {
    const before = await warm();
    expect(await purgeCdn(["post:first"], { config: { kind: "varnish", urls: [cache] } })).toBe(true);
    // The tagged page comes from the origin again; the others stay cached.
    expect((await read("/blog/first")).text).toContain(`version ${(before.get("/blog/first") ?? 0) + 1}`);
    expect((await read("/blog/second")).cached).toBe(true);
    expect((await read("/about")).cached).toBe(true);
  });

  it("purges by a path's key, and a tag every page carries empties the cache of them all", async () => {
    await warm();
    await purgeCdn([pathKey("/about")], { config: { kind: "varnish", urls: [cache] } });
    expect((await read("/about")).cached).toBe(false);
    expect((await read("/blog/second")).cached).toBe(true);

    await warm();
    await purgeCdn([pathKey("/layout")], { config: { kind: "varnish", urls: [cache] } });
    for (const path of Object.keys(pages)) expect((await read(path)).cached).toBe(false);
  });

  it("matches keys whole: a tag that another merely starts with is not purged with it", async () => {
    await warm();
    await purgeCdn(["post:firs"], { config: { kind: "varnish", urls: [cache] } });
    expect((await read("/blog/first")).cached).toBe(true);
  });

  it("retries a failing purge a bounded number of times, logs each failure, and never throws", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = `http://127.0.0.1:${await freePort()}`;
    expect(await purgeCdn(["post:first"], { config: { kind: "varnish", urls: [down] }, retryDelayMs: 10 })).toBe(false);
    expect(errors.mock.calls.filter(([message]) => String(message).includes("failed (try"))).toHaveLength(4);
    expect(errors.mock.calls.some(([message]) => String(message).includes("gave up purging"))).toBe(true);
    errors.mockRestore();
  });
});

describe("what the CDN adapters send", () => {
  const recorder = (failFirst = false) => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response("{}", { status: failFirst && sent.length === 1 ? 503 : 200 });
    });
    return sent;
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a purge that fails once and then succeeds is retried, not given up", async () => {
    const sent = recorder(true);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await purgeCdn(["t"], { config: { kind: "fastly", serviceId: "svc", token: "token" }, retryDelayMs: 1 })).toBe(true);
    expect(sent).toHaveLength(2);
    errors.mockRestore();
  });

  it("Cloudflare: tags, 30 per call, with the bearer token", async () => {
    const sent = recorder();
    const tags = Array.from({ length: 31 }, (_, i) => `t${i}`);
    await purgeCdn(tags, { config: { kind: "cloudflare", zoneId: "0".repeat(32), token: "token" } });
    expect(sent.map(({ url }) => url)).toEqual(Array(2).fill(`https://api.cloudflare.com/client/v4/zones/${"0".repeat(32)}/purge_cache`));
    expect(sent.map(({ init }) => JSON.parse(String(init.body)))).toEqual([{ tags: tags.slice(0, 30) }, { tags: [tags[30]] }]);
    expect(sent[0]?.init.headers).toMatchObject({ authorization: "Bearer token" });
  });

  it("Fastly: surrogate keys in one header, the token in Fastly-Key", async () => {
    const sent = recorder();
    await purgeCdn(["a", "b"], { config: { kind: "fastly", serviceId: "svc", token: "token" } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("https://api.fastly.com/service/svc/purge");
    expect(sent[0]?.init.headers).toMatchObject({ "fastly-key": "token", "surrogate-key": "a b" });
  });
});

describe("headers a shared cache reads", () => {
  it("bounds Next's year to the configured s-maxage with stale-while-revalidate, and leaves private and immutable alone", () => {
    const bound = { maxAgeSeconds: 300, staleSeconds: 60 };
    expect(boundSharedCaching("s-maxage=31536000", bound)).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=60");
    expect(boundSharedCaching("s-maxage=120, stale-while-revalidate=31535880", bound)).toBe(
      "public, max-age=0, s-maxage=120, stale-while-revalidate=60",
    );
    expect(boundSharedCaching("private, no-store", bound)).toBe("private, no-store");
    expect(boundSharedCaching("public, max-age=31536000, immutable", bound)).toBe("public, max-age=31536000, immutable");
  });

  it("files each cacheable response under its path and tags, only when a purge is configured", async () => {
    const served = async (settings: Parameters<typeof boundResponseCaching>[1]) => {
      const server = createServer((request, response) => {
        boundResponseCaching(response, settings, request.url);
        // As Next does for a page read from the cache: its headers (the handler's surrogate-key), then Cache-Control.
        response.appendHeader("surrogate-key", "_N_T_/layout post:first");
        response.setHeader("Cache-Control", "s-maxage=31536000");
        response.end("page");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/blog/first?utm=x`);
        await response.text();
        return response.headers;
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    };
    const bound = { maxAgeSeconds: 120, staleSeconds: 30 };
    const withPurge = await served({ ...bound, surrogateKeys: true, cacheTagHeader: true });
    expect(withPurge.get("cache-control")).toBe("public, max-age=0, s-maxage=120, stale-while-revalidate=30");
    expect(withPurge.get("surrogate-key")).toBe("_N_T_/layout post:first _N_T_/blog/first");
    expect(withPurge.get("cache-tag")).toBe("_N_T_/layout,post:first,_N_T_/blog/first");
    const without = await served(bound);
    expect(without.get("cache-control")).toBe("public, max-age=0, s-maxage=120, stale-while-revalidate=30");
    expect(without.get("surrogate-key")).toBeNull();
  });

  it("turns Next's tags into surrogate keys, and keys into a whole-word pattern", () => {
    expect(surrogateKeys("_N_T_/layout,_N_T_/about,page:about")).toBe("_N_T_/layout _N_T_/about page:about");
    expect(surrogateKeys(undefined)).toBeUndefined();
    expect(new RegExp(surrogateKeyPattern(["a.b"])).test("x a.b y")).toBe(true);
    expect(new RegExp(surrogateKeyPattern(["a.b"])).test("x aXb y")).toBe(false);
  });
});
