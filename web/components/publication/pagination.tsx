import { buttonClasses, buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { pageLinks } from "@/lib/content/listing";
import type { SectionOf } from "@/sections";

/** A page number: a square target (44 px) that widens for a longer number (334), never wrapping it. */
const numberClasses =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-base font-semibold tabular-nums transition-colors duration-150";

/**
 * The page links under a list of posts (the blog's, a category's, an author's): previous, the numbered pages (the current one marked; on a long list
 * the first, the last and the current page's neighbours, an ellipsis for the others) and next.
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
  const step = "min-h-11 px-4";
  return (
    <nav aria-label={pagination.label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <a href={to(current - 1)} rel="prev" className={buttonClasses("ghost", step)}>
              <Icon name="arrow-left" className="size-4" />
              {pagination.previousLabel}
            </a>
          </li>
        ) : null}
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
        {current < count ? (
          <li>
            <a href={to(current + 1)} rel="next" className={buttonClasses("ghost", step)}>
              {pagination.nextLabel}
              <Icon name="arrow-right" className="size-4" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
