import { afterEach, describe, expect, it, vi } from "vitest";

// SITE_TEST_CLIENT_RUNTIME is read once, by lib/env.ts, when the config is loaded: each case loads it afresh. The
// phase is neither a build's (which empties the data cache) nor a server's (which checks the build).
async function configWith(clientRuntime: string | undefined) {
  vi.resetModules();
  vi.stubEnv("SITE_TEST_CLIENT_RUNTIME", clientRuntime);
  const { default: config } = await import("./next.config");
  return config("phase-test");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the site's config", () => {
  it("installs the site's cache handler whatever the client-runtime switch says", async () => {
    for (const value of [undefined, "routes", "next"]) {
      expect((await configWith(value)).cacheHandler).toMatch(/[\\/]web[\\/]cache-handler\.mjs$/);
    }
  });

  it("leaves compression to server.mjs, which compresses after the client-runtime policy", async () => {
    expect((await configWith(undefined)).compress).toBe(false);
  });

  it("refuses any other value of SITE_TEST_CLIENT_RUNTIME", async () => {
    await expect(configWith("off")).rejects.toThrow(/SITE_TEST_CLIENT_RUNTIME/);
  });
});

describe("a build", () => {
  it("reads content afresh: it empties the data cache an earlier build or server left in .next/cache, and nothing else", async () => {
    const { mkdirSync, writeFileSync, existsSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { PHASE_PRODUCTION_BUILD } = await import("next/constants");
    const distDir = `.next-config-test-${process.pid}`;
    const { buildFiles } = await import("./next-internals/names.mjs");
    const cache = join(import.meta.dirname, distDir, "cache");
    const fetchCache = join(import.meta.dirname, distDir, buildFiles.fetchCache);
    mkdirSync(fetchCache, { recursive: true });
    mkdirSync(join(cache, "images"), { recursive: true });
    // A read kept from before a publish (what Next's data cache writes), and the image cache beside it.
    writeFileSync(join(fetchCache, "0f1e2d"), JSON.stringify({ kind: "FETCH", data: { body: '"old title"' } }));
    writeFileSync(join(cache, "images", "kept"), "x");
    try {
      vi.resetModules();
      vi.stubEnv("SITE_TEST_DIST_DIR", distDir);
      vi.stubEnv("SITE_BUILD_READS_FRESH", "");
      const { default: config } = await import("./next.config");
      await config(PHASE_PRODUCTION_BUILD);
      expect(existsSync(fetchCache)).toBe(false);
      expect(existsSync(join(cache, "images", "kept"))).toBe(true);
    } finally {
      rmSync(join(import.meta.dirname, distDir), { recursive: true, force: true });
    }
  });
});

describe("the shared cache switch", () => {
  it("names the Redis cache handler when REDIS_URL is set, and only then", async () => {
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6379");
    expect((await configWith(undefined)).cacheHandler).toMatch(/[\\/]web[\\/]cache-handler-redis\.mjs$/);
    vi.stubEnv("REDIS_URL", "");
    expect((await configWith(undefined)).cacheHandler).toMatch(/[\\/]web[\\/]cache-handler\.mjs$/);
  });

  it("refuses an address that is not Redis's", async () => {
    vi.stubEnv("REDIS_URL", "http://127.0.0.1:6379");
    await expect(configWith(undefined)).rejects.toThrow(/REDIS_URL/);
  });
});
