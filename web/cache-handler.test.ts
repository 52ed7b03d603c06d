import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import * as rules from "./lib/client-runtime.mjs";

// The rules as they are, counted: the handler must apply them once per cached value, not per hit.
vi.mock("./lib/client-runtime.mjs", async (original) => {
  const actual = await original<typeof rules>();
  return { ...actual, servedHtml: vi.fn(actual.servedHtml) };
});
const { checkBuild, default: ClientRuntimeCache } = await import("./cache-handler.mjs");

const formChunk = "/_next/static/chunks/form.js";
const html = (body: string, chunk = "") =>
  `<html><head><script src="/_next/static/chunks/framework.js" async=""></script>${chunk ? `<script src="${chunk}" async=""></script>` : ""}</head><body><main>${body}</main><script>self.__next_f.push([1,"0:{}"])</script></body></html>`;

/** A build folder as `next build` leaves it, reduced to what the handler reads. */
function build({ pages, perRequest = [], manifest }: { pages: Record<string, string>; perRequest?: string[]; manifest?: string }) {
  const distDir = mkdtempSync(join(tmpdir(), "cache-handler-"));
  const app = join(distDir, "server", "app");
  mkdirSync(join(app, "contact"), { recursive: true });
  const clientModules = {
    "[project]/node_modules/next/dist/esm/client/components/layout-router.js": { chunks: ["/_next/static/chunks/router.js"] },
    "[project]/web/components/sections/contact-form.tsx": { chunks: [formChunk] },
  };
  writeFileSync(
    join(app, "contact", "page_client-reference-manifest.js"),
    manifest ??
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/contact/page"] = ${JSON.stringify({ clientModules })};\n`,
  );
  for (const [path, text] of Object.entries(pages)) writeFileSync(join(app, `${path}.html`), text);
  const routes = Object.fromEntries(Object.keys(pages).map((path) => [path === "index" ? "/" : `/${path}`, {}]));
  const entries = [...Object.keys(routes), ...perRequest].map((address) => [`${address === "/" ? "" : address}/page`, "page.js"]);
  writeFileSync(join(distDir, "server", "app-paths-manifest.json"), JSON.stringify(Object.fromEntries(entries)));
  writeFileSync(join(distDir, "prerender-manifest.json"), JSON.stringify({ version: 4, routes, dynamicRoutes: {} }));
  return join(distDir, "server");
}

const contact = html('<form></form><template data-client-runtime="on-form-interaction"></template>', formChunk);

describe("checkBuild", () => {
  it("passes a build whose pages declare what they render", () => {
    expect(() => checkBuild(build({ pages: { index: html("<h1>Home</h1>"), contact } }))).not.toThrow();
  });

  it("refuses a build with a page that renders a client component undeclared, naming it", () => {
    const serverDistDir = build({ pages: { index: html("<h1>Home</h1>"), about: html("<form></form>", formChunk), contact } });
    expect(() => checkBuild(serverDistDir)).toThrow(
      /Page \/about renders a client component but its route declares no client-runtime policy/,
    );
  });

  it("refuses a build with a page rendered per request, naming it", () => {
    const serverDistDir = build({ pages: { index: html("<h1>Home</h1>") }, perRequest: ["/search"] });
    expect(() => checkBuild(serverDistDir)).toThrow(/Page \/search is rendered per request/);
  });

  it("refuses client reference manifests it cannot read", () => {
    expect(() => checkBuild(build({ pages: { index: html("<h1>Home</h1>") }, manifest: "module.exports = {}" }))).toThrow(
      /Unrecognised client reference manifest/,
    );
  });
});

describe("ClientRuntimeCache", () => {
  const appPage = (text: string) => ({
    kind: "APP_PAGE",
    html: text,
    rscData: undefined,
    headers: {},
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  });
  const read = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as const;

  it("serves a page as its route declares, transforming each cached value once however often it is served", async () => {
    const serverDistDir = build({ pages: { contact } });
    const cache = new ClientRuntimeCache({ serverDistDir, flushToDisk: false, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] });
    const servedHtml = vi.mocked(rules.servedHtml);
    servedHtml.mockClear();

    await cache.set("/contact", appPage(contact), { cacheControl: { revalidate: false } });
    const hits = [await cache.get("/contact", read), await cache.get("/contact", read), await cache.get("/contact", read)];
    expect(servedHtml).toHaveBeenCalledTimes(1);
    for (const hit of hits) expect(hit?.value?.html).toBe(rules.deferScriptsToFormInteraction(contact));

    // A regenerated page is a new value: transformed again, once.
    const regenerated = contact.replace("<form>", "<h1>New</h1><form>");
    await cache.set("/contact", appPage(regenerated), { cacheControl: { revalidate: false } });
    expect((await cache.get("/contact", read))?.value?.html).toBe(rules.deferScriptsToFormInteraction(regenerated));
    await cache.get("/contact", read);
    expect(servedHtml).toHaveBeenCalledTimes(2);
  });
});
