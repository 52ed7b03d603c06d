import { afterEach, describe, expect, it, vi } from "vitest";

// CLIENT_RUNTIME is read once, by lib/env.ts, when the config is loaded: each case loads it afresh. The
// phase is neither a build's (which empties the data cache) nor a server's (which checks the build).
async function configWith(clientRuntime: string | undefined) {
  vi.resetModules();
  vi.stubEnv("CLIENT_RUNTIME", clientRuntime);
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

  it("refuses any other value of CLIENT_RUNTIME", async () => {
    await expect(configWith("off")).rejects.toThrow(/CLIENT_RUNTIME/);
  });
});
