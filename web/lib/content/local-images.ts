import { z } from "zod";
import { contentSource } from "../env";
import { contentQuery, fetchContent } from "./fetch";

// The bundled dataset's images' resized copies (app/images/…/route.ts); a Sanity project's come from Sanity's CDN.

/** The widths the site offers each image in (never wider than its file). */
const imageWidths = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;

/** The widths of `imageWidths` the file reaches, or its own width when it is smaller. */
export function widthsFor(fileWidth: number): number[] {
  const widths = imageWidths.filter((width) => width <= fileWidth);
  return widths.length > 0 ? widths : [fileWidth];
}

/** The name a bundled image's resized copies are served under: its file's name, as WebP. */
export const localVariantName = (fileUrl: string) => `${(fileUrl.split("/").pop() ?? "").replace(/\.\w+$/, "")}.webp`;

const localImagesQuery = contentQuery(
  "localImages",
  `*[_type == "sanity.imageAsset" && defined(path)]{url, path, "width": metadata.dimensions.width}`,
  z.array(z.object({ url: z.string(), path: z.string(), width: z.number().int().positive() })),
  { uncached: true },
);

/** Every resized copy: its width, its name, and the file it is made from. */
export async function localImageVariants() {
  if (contentSource.kind !== "local") return [];
  const images = await fetchContent(localImagesQuery);
  return images.flatMap((image) =>
    widthsFor(image.width).map((width) => ({ width: String(width), name: localVariantName(image.url), path: image.path })),
  );
}

/** The file a copy is made from, or null when no image of the dataset has a copy by that width and name. */
export async function localImageFile(width: string, name: string): Promise<string | null> {
  const variants = await localImageVariants();
  return variants.find((variant) => variant.width === width && variant.name === name)?.path ?? null;
}

/** `/images/<width>/<name>`, read into its two parts. */
export function localImageAddress(pathname: string) {
  const [, width, name] = /^\/images\/(\d{1,4})\/([\w.-]+)$/.exec(pathname) ?? [];
  return width && name ? { width, name } : null;
}
