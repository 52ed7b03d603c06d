import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";

// CLIENT_RUNTIME is read once, by lib/env.ts, when the config is loaded: each case loads it afresh.
async function configWith(clientRuntime: string | undefined) {
  vi.resetModules();
  vi.stubEnv("CLIENT_RUNTIME", clientRuntime);
  const { default: config } = await import("./next.config");
  return config(PHASE_PRODUCTION_BUILD);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the client-runtime switch", () => {
  it("installs the site's cache handler by default", async () => {
    expect((await configWith(undefined)).cacheHandler).toMatch(/[\\/]web[\\/]cache-handler\.mjs$/);
    expect((await configWith("routes")).cacheHandler).toMatch(/[\\/]web[\\/]cache-handler\.mjs$/);
  });

  it("leaves Next's own cache handler, and so Next's runtime on every page, with CLIENT_RUNTIME=next", async () => {
    expect((await configWith("next")).cacheHandler).toBeUndefined();
  });

  it("refuses any other value", async () => {
    await expect(configWith("off")).rejects.toThrow(/CLIENT_RUNTIME/);
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
