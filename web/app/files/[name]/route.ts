import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { filePath } from "@site/schemas/addresses";
import { z } from "zod";
import { contentQuery, fetchContent } from "@/lib/content/fetch";
import { contentSource } from "@/lib/env";

// The bundled dataset's files (content/files/), at the URL its asset documents give them. With a Sanity project
// files come from its CDN and nothing is served here.

const localAssetQuery = contentQuery(
  "localAsset",
  `*[_type in ["sanity.fileAsset", "sanity.imageAsset"] && url == $url && defined(path)][0]{path, mimeType, size}`,
  z.object({ path: z.string(), mimeType: z.string(), size: z.number() }).nullable(),
  { uncached: true },
);

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const local = contentSource.kind === "local" && /^[\w.-]+$/.test(name);
  const asset = local ? await fetchContent(localAssetQuery, { url: filePath(name) }) : null;
  if (!asset) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(Readable.toWeb(createReadStream(asset.path)) as ReadableStream, {
    headers: {
      "content-type": asset.mimeType,
      "content-length": String(asset.size),
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}
