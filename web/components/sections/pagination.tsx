import { InertButton } from "@/components/ui/button";
import type { SectionOf } from "./types";

/** Page buttons 1 to n under the listing. They do not change page yet; the first is the current one. */
export function Pagination({ pagination }: { pagination: SectionOf<"postListing">["pagination"] }) {
  const pages = Array.from({ length: pagination.pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={pagination.label} className="mt-12 flex justify-center">
      <ul className="flex gap-2">
        {pages.map((page) => (
          <li key={page}>
            <InertButton
              variant={page === 1 ? "primary" : "secondary"}
              className="size-11 px-0"
              aria-current={page === 1 ? "page" : undefined}
            >
              <span className="sr-only">{pagination.pageLabel}</span>
              {page}
            </InertButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
