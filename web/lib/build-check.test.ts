import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildFiles } from "../next-internals/index.mjs";
import { flightDataScript, writeBuildManifests } from "../next-internals/testing.mjs";
import { checkBuild } from "./build-check.mjs";

const formChunk = "/_next/static/chunks/form.js";
const html = (body: string, chunk = "") =>
  `<html><head><script src="/_next/static/chunks/framework.js" async=""></script>${chunk ? `<script src="${chunk}" async=""></script>` : ""}</head><body><main>${body}</main>${flightDataScript('[1,"0:{}"]')}</body></html>`;

/** A build folder as `next build` leaves it, reduced to what the handler reads. */
function build({ pages, manifest }: { pages: Record<string, string>; manifest?: string }) {
  const distDir = mkdtempSync(join(tmpdir(), "cache-handler-"));
  const app = join(distDir, "server", "app");
  writeBuildManifests(distDir, {
    clientModules: {
      "/contact/page": {
        "[project]/node_modules/.pnpm/react-dom@19/node_modules/react-dom/client.js": ["/_next/static/chunks/router.js"],
        "[project]/web/sections/contact-block/contact-form.tsx": [formChunk],
      },
    },
  });
  if (manifest) writeFileSync(join(app, "contact", `page_${buildFiles.clientReferenceManifest}.js`), manifest);
  for (const [path, text] of Object.entries(pages)) writeFileSync(join(app, `${path}.html`), text);
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

  it("refuses client reference manifests it cannot read", () => {
    expect(() => checkBuild(build({ pages: { index: html("<h1>Home</h1>") }, manifest: "module.exports = {}" }))).toThrow(
      /Unrecognised client reference manifest/,
    );
  });
});
