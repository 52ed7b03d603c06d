import { readFile } from "node:fs/promises";

// The file app/fonts/public-sans.ts gives next/font, at an address of its own (brandFontPath) for the pages
// the server writes itself (lib/server-page-style.ts). Next serves its copy under a hashed name that only
// its build knows; this address is the same in every build and on every instance, so a page written by
// one instance loads the font from any other. Read once, at build time, and served from the cache.

export const dynamic = "force-static";

const fontFile = new URL(
  "../../../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2",
  import.meta.url,
);

export async function GET() {
  return new Response(new Uint8Array(await readFile(fontFile)), {
    headers: {
      "content-type": "font/woff2",
      // Not immutable: the address stays when the font is updated, which then reaches browsers within a week.
      "cache-control": "public, max-age=604800",
      "x-content-type-options": "nosniff",
    },
  });
}
