import { ContentLink } from "@/components/ui/content-link";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { Band, gridColumns } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

const fixedColumns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards: icon, title, text, an optional list of points and highlighted line; an optional link under them. */
export function FeatureList({ section, context }: SectionProps<typeof query>) {
  const { accent } = context;
  return (
    <Band section={section} context={context}>
      <ul className={cn("grid gap-6", section.columns ? fixedColumns[section.columns] : gridColumns(section.items.length))}>
        {section.items.map((item) => (
          <li key={item._key} className="flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
            {item.icon ? (
              <span className={cn("mb-4 flex size-12 items-center justify-center rounded-xl", accent.soft, accent.text)}>
                <Icon name={item.icon} />
              </span>
            ) : null}
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted">{item.text}</p>
            {item.points?.length ? (
              <ul className="mt-4 space-y-2">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Icon name="check" className={cn("mt-1 size-4 shrink-0", accent.text)} />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.highlight ? (
              <div className="mt-auto pt-5">
                <p className={cn("border-t border-border pt-4 font-semibold", accent.text)}>{item.highlight}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {section.link ? (
        <p className="mt-10 text-center">
          <ContentLink href={section.link.href} className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
            {section.link.label}
          </ContentLink>
        </p>
      ) : null}
    </Band>
  );
}
