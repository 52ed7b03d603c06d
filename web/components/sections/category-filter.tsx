import { InertButton } from "@/components/ui/button";

/** The blog's category buttons. They do not filter yet: all posts are listed, so the first (All) shows as pressed. */
export function CategoryFilter({ label, categories }: { label: string; categories: string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {categories.map((category, index) => (
        <li key={category}>
          <InertButton
            variant={index === 0 ? "primary" : "secondary"}
            className="min-h-10 rounded-full px-4 py-1.5 text-sm"
            aria-pressed={index === 0}
          >
            {category}
          </InertButton>
        </li>
      ))}
    </ul>
  );
}
