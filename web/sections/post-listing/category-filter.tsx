import { buttonClasses } from "@/components/ui/button";
import type { Category } from "@/lib/content/category";
import { listingPath } from "@/lib/content/listing";

/**
 * The blog's category links: every post first, then each category that has posts, in the editors' order.
 * The list being shown is marked as the current page, in looks and for screen readers.
 */
export function CategoryFilter({
  label,
  allLabel,
  categories,
  current,
}: {
  label: string;
  allLabel: string;
  categories: Category[];
  current: string | undefined;
}) {
  const entries = [{ slug: undefined, title: allLabel }, ...categories.map(({ slug, title }) => ({ slug, title }))];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const isCurrent = entry.slug === current;
          return (
            <li key={entry.slug ?? ""}>
              <a
                href={listingPath({ category: entry.slug, page: 1 })}
                aria-current={isCurrent ? "page" : undefined}
                className={buttonClasses(isCurrent ? "primary" : "secondary", "min-h-10 rounded-full px-4 py-1.5 text-sm")}
              >
                {entry.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
