import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./page-css.mjs";

// A build's static folder with one stylesheet as Tailwind writes them: a base layer, utilities, variants
// (states, widths, a group's open state), and a font file's relative address.
const staticDir = mkdtempSync(join(tmpdir(), "page-css-"));
mkdirSync(join(staticDir, "chunks"));
mkdirSync(join(staticDir, "media"));
writeFileSync(
  join(staticDir, "chunks", "site.css"),
  [
    "@layer theme{:root{--color-ink:#111;--color-unused:#222;--spacing:.25rem}}",
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    "@layer base{html{color:var(--color-ink)}}",
    ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow);text-underline-offset:8px}.p-2{padding:calc(var(--spacing)*2)}",
    "@font-face{font-family:x;src:url(../media/x.woff2)}",
    ".flex{display:flex}.grid{display:grid}",
    ".hover\\:underline:hover{text-decoration:underline}",
    "@media (min-width:48rem){.md\\:grid{display:grid}.md\\:block{display:block}}",
    ".group-open\\:block:is(:where(.group):is([open]) *){display:block}",
    ".\\[\\&\\:popover-open\\]\\:block:popover-open{display:block}",
    ".a,.unused{color:red}",
    ".form-error{color:#a00}",
  ].join(""),
);
writeFileSync(join(staticDir, "chunks", "form.js"), 'e.className="form-error"');

const page = (body: string, head = "") =>
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>${head}</head><body>${body}</body></html>`;
const inlined = (html: string, scripts?: string[]) => {
  const out = inlineStylesheets(html, staticDir, scripts);
  return { out, css: out.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? "" };
};

describe("a page's stylesheet, inlined as the rules it uses", () => {
  it("replaces the build's link with a <style> of the rules the page's classes can match", () => {
    const { out, css } = inlined(page('<div class="flex hover:underline md:grid">x</div>'));
    expect(out).not.toContain('rel="stylesheet"');
    expect(css).toContain("display:flex");
    expect(css).toContain("text-decoration:underline");
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.md\\:grid\{display:grid\}\}/);
    // Rules no element can match are left out; rules with no class (the base layer) stay.
    expect(css).not.toContain("display:grid}.grid");
    expect(css).not.toContain("md\\:block");
    expect(css).toContain("html{color:var(--color-ink)}");
  });

  it("keeps the custom properties its rules read, and only those", () => {
    const { css } = inlined(page('<div class="shadow">x</div>'));
    expect(css).toContain("--color-ink:#111");
    expect(css).toContain("@property --tw-shadow");
    // A property lightningcss does not know is no custom property.
    expect(css).toContain("text-underline-offset:8px");
    expect(css).not.toContain("--color-unused");
    // Only .p-2 reads --spacing, and the page has no .p-2.
    expect(css).not.toContain("--spacing");
    expect(inlined(page('<div class="p-2">x</div>')).css).toContain("--spacing:.25rem");
    expect(inlined(page('<div class="p-2">x</div>')).css).not.toContain("@property");
  });

  it("keeps a state's rule with its element (a group's open state, a popover's), whatever its state now", () => {
    const { css } = inlined(page('<details class="group"><div class="group-open:block [&amp;:popover-open]:block">m</div></details>'));
    expect(css).toContain("group-open\\:block");
    expect(css).toContain(":popover-open");
  });

  it("keeps a rule any selector of which applies, and counts the words of the scripts the page loads", () => {
    expect(inlined(page('<p class="a">x</p>')).css).toContain("color:red");
    expect(inlined(page("<form></form>")).css).not.toContain("#a00");
    expect(inlined(page("<form></form>"), ["/_next/static/chunks/form.js"]).css).toContain("#a00");
    expect(inlined(page('<form></form><script src="/_next/static/chunks/form.js"></script>')).css).toContain("#a00");
  });

  it("makes the stylesheet's relative addresses the page's own", () => {
    expect(inlined(page("")).css).toContain("url(/_next/static/media/x.woff2)");
  });

  it("leaves a page with no build stylesheet as it is", () => {
    const html = '<html><head><link rel="stylesheet" href="https://elsewhere.example/a.css"/></head><body></body></html>';
    expect(inlineStylesheets(html, staticDir)).toBe(html);
  });
});
