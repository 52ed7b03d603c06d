import { cn } from "@/lib/cn";
import type { SiteImage as SiteImageData } from "@/lib/content/image";
import { imageSources } from "@/lib/image-urls";

/**
 * An image editors uploaded, as a plain `<img>` (no client code), with its width and height (no layout shift).
 * `priority` for the page's main image; `decorative` (`alt=""`) where it only decorates what its neighbours say.
 */
export function SiteImage({
  image,
  sizes,
  priority = false,
  decorative = false,
  className,
}: {
  image: SiteImageData;
  sizes: string;
  priority?: boolean;
  decorative?: boolean;
  className?: string;
}) {
  const { src, srcSet, width, height, objectPosition } = imageSources(image);
  return (
    // biome-ignore lint/performance/noImgElement: a plain image keeps the page free of client code.
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={decorative ? "" : image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      style={objectPosition ? { objectPosition } : undefined}
      className={cn("h-auto max-w-full", className)}
    />
  );
}
