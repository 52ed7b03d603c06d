import { cn } from "@/lib/cn";
import type { SiteImage as SiteImageData } from "@/lib/content/image";
import { initials } from "@/lib/content/person";
import { SiteImage } from "./site-image";

/**
 * A person's portrait: their photo when editors gave one, otherwise a monogram of their initials drawn in CSS
 * (never a stock silhouette or a broken image). The person's name always stands beside it, so the monogram is
 * hidden from screen readers, and so is a photo marked `decorative` (a card that names them); on their own page
 * the photo keeps its alternative text. The circle has a border, so it stays visible in forced colours.
 */
export function Portrait({
  name,
  photo,
  size,
  sizes,
  priority = false,
  decorative = false,
  className,
}: {
  name: string;
  photo: SiteImageData | null;
  /** The monogram's letter size, matched to the circle's size given in `className`. */
  size: "md" | "lg";
  /** The photo's rendered width, for its srcset (for example 96px). */
  sizes: string;
  priority?: boolean;
  decorative?: boolean;
  className: string;
}) {
  if (photo)
    return (
      <SiteImage
        image={photo}
        sizes={sizes}
        priority={priority}
        decorative={decorative}
        className={cn("shrink-0 rounded-full border border-border bg-primary-soft object-cover", className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      data-monogram=""
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full border-2 border-primary/25 bg-gradient-to-br from-primary-soft to-surface font-bold tracking-wide text-primary-strong select-none",
        size === "lg" ? "text-4xl" : "text-xl",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
