import { accentClasses } from "@/components/ui/accent";
import { cn } from "@/lib/cn";
import { Band } from "./band";
import type { SectionProps } from "./types";

/** Short labels as pills, for example therapeutic areas or payer networks. */
export function TagList({ section, context }: SectionProps<"tagList">) {
  const accent = accentClasses[context.service.color];
  return (
    <Band section={section} context={context}>
      <ul className="flex flex-wrap justify-center gap-3">
        {section.tags.map((tag) => (
          <li key={tag} className={cn("rounded-full border border-border px-5 py-2.5 font-semibold", accent.soft, accent.text)}>
            {tag}
          </li>
        ))}
      </ul>
    </Band>
  );
}
