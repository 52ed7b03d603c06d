import { createImageUrlBuilder } from "@sanity/image-url";
import type { SiteImage } from "./content/image";
import { type ContentSourceConfig, contentSource } from "./env";

/** The widths the site offers each image in (never wider than its file): phones to wide screens at 2×. */
export const imageWidths = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;

/** An image's widths: those of `imageWidths` its file reaches, or its own width when it is smaller. */
export function widthsFor(fileWidth: number): number[] {
  const widths = imageWidths.filter((width) => width <= fileWidth);
  return widths.length > 0 ? widths : [fileWidth];
}

/** Where the bundled dataset's images are served resized (app/images/[width]/[name]/route.ts). */
export const localImagesPath = "/images";

/** The name a bundled image's resized copies are served under: its file's name, as WebP. */
export const localVariantName = (fileUrl: string) => `${(fileUrl.split("/").pop() ?? "").replace(/\.\w+$/, "")}.webp`;

/** The image's size once the editor's crop is applied (Sanity's CDN applies it; the bundled images have none). */
function croppedSize(image: SiteImage, cropped: boolean) {
  const { width, height } = image.asset;
  const crop = image.crop;
  if (!crop || !cropped) return { width, height };
  return {
    width: Math.round(width * (1 - crop.left - crop.right)),
    height: Math.round(height * (1 - crop.top - crop.bottom)),
  };
}

/**
 * The `<img>` attributes of an image at every width it is offered in: with a Sanity project, URLs of
 * Sanity's image CDN (crop applied, the format the browser takes best); with the bundled dataset, the
 * copies the site generated at build time. The focus point (hotspot) keeps its place when the layout
 * crops the image (`object-position`).
 */
export function createImageSources(source: ContentSourceConfig) {
  const sanityImages =
    source.kind === "sanity"
      ? createImageUrlBuilder({ projectId: source.projectId, dataset: source.dataset, baseUrl: source.cdnUrl })
      : null;
  return (image: SiteImage) => {
    const { width, height } = croppedSize(image, Boolean(sanityImages));
    const widths = widthsFor(width);
    const url = (w: number) =>
      sanityImages
        ? sanityImages
            .image({ asset: { _ref: image.asset._id }, crop: image.crop ?? undefined })
            .width(w)
            .fit("max")
            .auto("format")
            .url()
        : `${localImagesPath}/${w}/${localVariantName(image.asset.url)}`;
    const fallback = widths.find((w) => w >= 800) ?? widths[widths.length - 1] ?? width;
    return {
      src: url(fallback),
      /** The largest copy offered: what a figure links to, so that a diagram's small labels can be read. */
      full: url(widths[widths.length - 1] ?? width),
      srcSet: widths.map((w) => `${url(w)} ${w}w`).join(", "),
      width,
      height,
      objectPosition: image.hotspot ? `${(image.hotspot.x * 100).toFixed(1)}% ${(image.hotspot.y * 100).toFixed(1)}%` : undefined,
    };
  };
}

/** The `<img>` attributes of an image, from the site's content source. */
export const imageSources = createImageSources(contentSource);
