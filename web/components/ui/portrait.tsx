import { cn } from "@/lib/cn";
import type { SiteImage as SiteImageData } from "@/lib/content/image";
import { initials } from "@/lib/content/person";
import { SiteImage } from "./site-image";

/**
 * A person's photo, or else a monogram of their initials (never a stock silhouette). Their name always stands
 * beside it, so the monogram is hidden from screen readers. The border keeps the circle visible in forced colours.
 */
export function Portrait({
  name,
  photo,
  size,
  className,
  ...image
}: {
  name: string;
  photo: SiteImageData | null;
  /** The monogram's letter size, matched to the circle's size given in `className`. */
  size: "md" | "lg";
  sizes: string;
  priority?: boolean;
  decorative?: boolean;
  className: string;
}) {
  if (photo)
    return (
      <SiteImage
        image={photo}
        {...image}
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
