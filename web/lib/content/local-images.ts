import { z } from "zod";
import { contentSource } from "../env";
import { localVariantName, widthsFor } from "../image-urls";
import { contentQuery, fetchContent } from "./fetch";

// The bundled dataset's images and the resized copies the site offers of each (app/images/…/route.ts).
// With a Sanity project there are none, and nothing is asked: its images come from Sanity's CDN through
// @sanity/image-url, and its asset documents' `path` (`images/<project>/<dataset>/<file>`, on every asset
// the Content Lake holds) names a file on Sanity's side, not one beside the site.

const localImagesQuery = contentQuery(
  "localImages",
  `*[_type == "sanity.imageAsset" && defined(path)]{url, path, "width": metadata.dimensions.width}`,
  z.array(z.object({ url: z.string(), path: z.string(), width: z.number().int().positive() })),
  { uncached: true },
);

/** Every resized copy: its width, its name, and the file it is made from. */
export async function localImageVariants() {
  if (contentSource.kind !== "local") return [];
  const images = await fetchContent(localImagesQuery, {});
  return images.flatMap((image) =>
    widthsFor(image.width).map((width) => ({ width: String(width), name: localVariantName(image.url), path: image.path })),
  );
}

/** The file a copy is made from, or null when no image of the dataset has a copy by that width and name. */
export async function localImageFile(width: string, name: string): Promise<string | null> {
  const variants = await localImageVariants();
  return variants.find((variant) => variant.width === width && variant.name === name)?.path ?? null;
}

/** `/images/<width>/<name>`: the address of a resized copy, read into its two parts. */
export function localImageAddress(pathname: string) {
  const [, width, name] = /^\/images\/(\d{1,4})\/([\w.-]+)$/.exec(pathname) ?? [];
  return width && name ? { width, name } : null;
}
