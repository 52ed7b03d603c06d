import { cn } from "@/lib/cn";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

/** Short labels as pills, for example therapeutic areas or payer networks. */
export function TagList({ section, context }: SectionProps<typeof query>) {
  const { accent } = context;
  return (
    <Band section={section} context={context}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {section.tags.map((tag) => (
          <li
            key={tag}
            className={cn(
              "flex items-center justify-center rounded-xl border border-border px-4 py-2.5 text-center font-semibold",
              accent.soft,
              accent.text,
            )}
          >
            {/* Its own box, which may narrow below its longest word: with the text doubled the word breaks. */}
            <span className="min-w-0">{tag}</span>
          </li>
        ))}
      </ul>
    </Band>
  );
}
