import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import type { Feature } from "@/lib/content/fragments";

/** Titled points (principles, reasons, impact areas) as cards, each with its icon when it has one. */
export function FeatureList({ items, className }: { items: Feature[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item._key} className="rounded-card border border-border bg-surface p-6 shadow-card">
          {item.icon ? (
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon name={item.icon} />
            </span>
          ) : null}
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
