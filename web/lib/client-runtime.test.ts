import { describe, expect, it } from "vitest";
import { flightDataGlobal } from "../next-internals/index.mjs";
import { flightDataScript } from "../next-internals/testing.mjs";
import {
  appClientChunks,
  declaredPolicy,
  deferredScripts,
  deferScriptsToFormInteraction,
  servedHtml,
  stripScripts,
} from "./client-runtime.mjs";

// The shape of a page Next 16 renders: script preloads and async framework scripts in the head, the
// nomodule polyfill, JSON-LD, and the RSC payload as inline scripts at the end of the body; `declaration`
// is what <ClientRuntime load="…" /> renders (in the HTML, and as JSON in the RSC payload).
const page = (extraChunk = "", declaration = "") =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
    '<script src="/_next/static/chunks/framework.js" async=""></script>',
    extraChunk ? `<script src="${extraChunk}" async=""></script>` : "",
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
    '<body><main><h1>Heading</h1><form method="post"><input name="name"/></form>',
    declaration ? `<template data-client-runtime="${declaration}"></template>` : "",
    '</main><script type="application/ld+json">{"@type":"Organization"}</script>',
    flightDataScript("[0]"),
    declaration ? flightDataScript(`[1,"1:[\\"$\\",\\"template\\",null,{\\"data-client-runtime\\":\\"${declaration}\\"}]"]`) : "",
    flightDataScript('[1,"0:{}"]'),
    "</body></html>",
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
    expect(html).toContain(`${flightDataGlobal}.push([1,`);
    const loader = html.match(/<script data-client-runtime-loader>([\s\S]*?)<\/script><\/body>/)?.[1];
    expect(loader).toContain('["/_next/static/chunks/framework.js","/_next/static/chunks/form.js"]');
    expect(loader).not.toContain("polyfills.js");
    for (const event of ["pointerdown", "keydown", "focusin"]) expect(loader).toContain(`"${event}"`);
    expect(deferredScripts(html)).toEqual(["/_next/static/chunks/framework.js", "/_next/static/chunks/form.js"]);
    expect(deferredScripts(page())).toBeNull();
  });

  it("changes nothing on a page it has already transformed", () => {
    const once = deferScriptsToFormInteraction(page("/_next/static/chunks/form.js"));
    expect(deferScriptsToFormInteraction(once)).toBe(once);
  });
});

describe("appClientChunks", () => {
  // Each page's client modules and their chunks, as next-internals/ reads them from the build.
  const manifest = (_route: string, modules: Record<string, string[]>) => new Map(Object.entries(modules));
  const nextOwn = "[project]/node_modules/.pnpm/react-dom@19/node_modules/react-dom/client.js";

  it("collects the chunks of the site's own client components, not a package's", () => {
    const chunks = appClientChunks([
      manifest("/services/[slug]/page", {
        [nextOwn]: ["/_next/static/chunks/router.js"],
      }),
      manifest("/contact/page", {
        [nextOwn]: ["/_next/static/chunks/router.js"],
        "[project]/web/sections/contact-block/contact-form.tsx": ["/_next/static/chunks/form.js"],
      }),
    ]);
    expect([...chunks]).toEqual(["/_next/static/chunks/form.js"]);
  });

  it("leaves out the chunk of the draft-mode-only preview components, which another component's list repeats (Turbopack's layout chunk)", () => {
    const chunks = appClientChunks([
      manifest("/blog/[slug]/page", { "[project]/web/components/preview/visual-editing.tsx": ["/_next/static/chunks/layout.js"] }),
      manifest("/contact/page", {
        "[project]/web/components/preview/visual-editing.tsx": ["/_next/static/chunks/layout.js"],
        "[project]/web/sections/contact-block/contact-form.tsx": ["/_next/static/chunks/layout.js", "/_next/static/chunks/form.js"],
      }),
    ]);
    expect([...chunks]).toEqual(["/_next/static/chunks/form.js"]);
    const served = servedHtml(page("/_next/static/chunks/layout.js"), chunks, "/blog/a-post");
    expect(served).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(() => servedHtml(page("/_next/static/chunks/form.js"), chunks, "/contact")).toThrow(/renders a client component/);
  });
});

describe("declaredPolicy", () => {
  it("is none when the page declares nothing, else the one it declares", () => {
    expect(declaredPolicy(page(), "/p")).toBe("none");
    for (const policy of ["none", "on-form-interaction", "eager"] as const) expect(declaredPolicy(page("", policy), "/p")).toBe(policy);
  });

  it("reads the element, not the RSC payload's copy of it", () => {
    const payloadOnly = page("", "eager").replace('<template data-client-runtime="eager"></template>', "");
    expect(payloadOnly).toContain('data-client-runtime\\"');
    expect(declaredPolicy(payloadOnly, "/p")).toBe("none");
  });

  it("refuses an unknown policy and two different ones", () => {
    expect(() => declaredPolicy(page("", "lazy"), "/p")).toThrow(/unknown client-runtime policy "lazy"/);
    const both = page("", "eager").replace("</main>", '<template data-client-runtime="none"></template></main>');
    expect(() => declaredPolicy(both, "/p")).toThrow(/more than one client-runtime policy \(eager, none\)/);
  });
});

describe("servedHtml", () => {
  const clientChunks = new Set(["/_next/static/chunks/form.js"]);
  const form = "/_next/static/chunks/form.js?v=1";

  it("strips the runtime from a page that declares nothing and renders no client component", () => {
    expect(servedHtml(page(), clientChunks, "/about")).toBe(stripScripts(page()));
  });

  it("refuses, naming the page, one that renders a client component and declares nothing", () => {
    expect(() => servedHtml(page(form), clientChunks, "/about")).toThrow(
      /^Page \/about renders a client component but its route declares no/,
    );
    expect(() => servedHtml(page(form, "none"), clientChunks, "/about")).toThrow(/Page \/about renders a client component/);
  });

  it("defers the runtime to a form interaction where declared, once however often it is applied", () => {
    const once = servedHtml(page(form, "on-form-interaction"), clientChunks, "/contact");
    expect(once).toBe(deferScriptsToFormInteraction(page(form, "on-form-interaction")));
    expect(servedHtml(once, clientChunks, "/contact")).toBe(once);
  });

  it("leaves Next's output as it is where the route declares eager", () => {
    expect(servedHtml(page(form, "eager"), clientChunks, "/app")).toBe(page(form, "eager"));
  });

  it("names the page whose declaration it cannot read", () => {
    expect(() => servedHtml(page("", "lazy"), clientChunks, "/blog")).toThrow(/^Page \/blog: it declares an unknown/);
  });
});
