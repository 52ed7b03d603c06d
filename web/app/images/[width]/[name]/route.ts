import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { localImageFile, localImageVariants } from "@/lib/content/local-images";

// The bundled dataset's images, resized for each width the site offers (lib/image-urls.ts), made at build time; a
// later one on its first request. proxy.ts answers 404 for an address of no image, so nothing made up is cached.
// With a Sanity project, images come from Sanity's CDN and nothing is listed here.

export const dynamic = "force-static";

export async function generateStaticParams() {
  return (await localImageVariants()).map(({ width, name }) => ({ width, name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ width: string; name: string }> }) {
  const { width, name } = await params;
  const file = await localImageFile(width, name);
  if (!file) throw new Error(`No image of the dataset has a copy /images/${width}/${name}: proxy.ts should have answered 404`);
  const body = await sharp(await readFile(file))
    .resize({ width: Number(width), withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": "image/webp",
      // The name is the file's content hash (Sanity's export names files so): a new image is a new address.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
