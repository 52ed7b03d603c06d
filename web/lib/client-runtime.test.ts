import { describe, expect, it } from "vitest";
import { appClientChunks, deferredScripts, deferScriptsToFormInteraction, stripScripts, withoutClientRuntime } from "./client-runtime.mjs";

// The shape of a page Next 16 renders: script preloads and async framework scripts in the head, the
// nomodule polyfill, JSON-LD, and the RSC payload as inline scripts at the end of the body.
const page = (extraChunk = "") =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
    '<script src="/_next/static/chunks/framework.js" async=""></script>',
    extraChunk ? `<script src="${extraChunk}" async=""></script>` : "",
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
    '<body><main><h1>Heading</h1><form method="post"><input name="name"/></form></main>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script>self.__next_f.push([1,"0:{}"])</script></body></html>',
  ].join("");

describe("stripScripts", () => {
  it("removes every script and script preload but keeps JSON-LD, the stylesheet and the content", () => {
    const html = stripScripts(page());
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(html).not.toMatch(/as="script"/);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('rel="stylesheet"');
    expect(html).toContain("<h1>Heading</h1>");
  });

  it("removes preloads whatever the order of their attributes", () => {
    expect(
      stripScripts('<head><link as="script" rel="preload" href="/a.js"><link rel="modulepreload" as="script" href="/b.js"/></head>'),
    ).toBe("<head></head>");
  });
});

describe("deferScriptsToFormInteraction", () => {
  it("keeps the inline RSC payload, drops the nomodule polyfill and loads the rest on a form interaction", () => {
    const html = deferScriptsToFormInteraction(page("/_next/static/chunks/form.js"));
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/as="script"/);
    expect(html).toContain("self.__next_f.push([1,");
    const loader = html.match(/<script data-client-runtime="on-form-interaction">([\s\S]*?)<\/script><\/body>/)?.[1];
    expect(loader).toContain('["/_next/static/chunks/framework.js","/_next/static/chunks/form.js"]');
    expect(loader).not.toContain("polyfills.js");
    for (const event of ["pointerdown", "keydown", "focusin"]) expect(loader).toContain(`"${event}"`);
    expect(deferredScripts(html)).toEqual(["/_next/static/chunks/framework.js", "/_next/static/chunks/form.js"]);
    expect(deferredScripts(page())).toBeNull();
  });
});

describe("appClientChunks", () => {
  const manifest = (route: string, modules: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
      moduleLoading: { prefix: "" },
      clientModules: Object.fromEntries(
        Object.entries(modules).map(([path, chunks]) => [path, { id: 1, name: "*", chunks, async: false }]),
      ),
    })};\n\n`;

  it("collects the chunks of the site's own client components, not Next's", () => {
    const chunks = appClientChunks([
      manifest("/services/[slug]/page", {
        "[project]/node_modules/.pnpm/next@16/node_modules/next/dist/esm/client/components/layout-router.js": [
          "/_next/static/chunks/router.js",
        ],
      }),
      manifest("/contact/page", {
        "[project]/node_modules/.pnpm/next@16/node_modules/next/dist/esm/client/components/layout-router.js": [
          "/_next/static/chunks/router.js",
        ],
        "[project]/web/components/sections/contact-form.tsx": ["/_next/static/chunks/form.js"],
      }),
    ]);
    expect([...chunks]).toEqual(["/_next/static/chunks/form.js"]);
  });

  it("refuses a manifest it cannot read instead of guessing", () => {
    expect(() => appClientChunks(["module.exports = {}"])).toThrow(/client reference manifest/);
  });
});

describe("withoutClientRuntime", () => {
  const clientChunks = new Set(["/_next/static/chunks/form.js"]);

  it("strips the runtime from a page that loads none of the site's client chunks", () => {
    expect(withoutClientRuntime(page(), clientChunks)).toBe(stripScripts(page()));
  });

  it("defers the runtime on a page that renders a client component, and transforming twice changes nothing", () => {
    const once = withoutClientRuntime(page("/_next/static/chunks/form.js?v=1"), clientChunks);
    expect(once).toBe(deferScriptsToFormInteraction(page("/_next/static/chunks/form.js?v=1")));
    expect(withoutClientRuntime(once, clientChunks)).toBe(once);
  });
});
