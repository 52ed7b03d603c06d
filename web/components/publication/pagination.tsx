import { buttonClasses, buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { pageLinks } from "@/lib/content/listing";
import type { SectionOf } from "@/sections";

/** A page number: a square target (44 px) that widens for a longer number (334), never wrapping it. */
const numberClasses =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-base font-semibold tabular-nums transition-colors duration-150";

/**
 * The page links under a list of posts: previous, the numbered pages (lib/content/listing.ts `pageLinks`) and next.
 * Each number's name reads "Page 2": the word (from content) is visually hidden, with a space before the number.
 */
export function Pagination({
  pagination,
  count,
  current,
  pathOf: to,
}: {
  pagination: SectionOf<"postListing">["pagination"];
  count: number;
  current: number;
  /** The address of a page of the list. */
  pathOf: (page: number) => string;
}) {
  if (count < 2) return null;
  const step = (page: number, rel: "prev" | "next", label: string) => (
    <li>
      <a href={to(page)} rel={rel} className={buttonClasses("ghost", "min-h-11 px-4")}>
        {rel === "next" ? label : null}
        <Icon name={rel === "prev" ? "arrow-left" : "arrow-right"} className="size-4" />
        {rel === "prev" ? label : null}
      </a>
    </li>
  );
  return (
    <nav aria-label={pagination.label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? step(current - 1, "prev", pagination.previousLabel) : null}
        {pageLinks(count, current).map((page) =>
          typeof page === "object" ? (
            <li key={page.gap} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={to(page)}
                aria-current={page === current ? "page" : undefined}
                className={cn(numberClasses, buttonVariants[page === current ? "primary" : "secondary"])}
              >
                <span className="sr-only">{`${pagination.pageLabel} `}</span>
                {page}
              </a>
            </li>
          ),
        )}
        {current < count ? step(current + 1, "next", pagination.nextLabel) : null}
      </ul>
    </nav>
  );
}
