import { createImageUrlBuilder } from "@sanity/image-url";
import type { SiteImage } from "./content/image";
import { localVariantName, widthsFor } from "./content/local-images";
import { type ContentSourceConfig, contentSource } from "./env";

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
        : `/images/${w}/${localVariantName(image.asset.url)}`;
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
