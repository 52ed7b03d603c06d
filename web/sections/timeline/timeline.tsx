import { Icon } from "@/components/ui/icon";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

/** Phases in order, each with its years, aim and milestones; a line joins them on wide screens. */
export function Timeline({ section, context }: SectionProps<typeof query>) {
  return (
    <Band section={section} context={context}>
      <ol className="relative grid gap-6 lg:grid-cols-3 lg:before:absolute lg:before:top-7 lg:before:right-[16%] lg:before:left-[16%] lg:before:h-0.5 lg:before:bg-primary/30">
        {section.phases.map((phase) => (
          <li key={phase._key} className="relative flex flex-col">
            <p className="relative z-10 mx-auto mb-5 flex h-14 min-w-36 items-center justify-center rounded-full bg-primary px-5 text-lg font-bold text-white">
              {phase.years}
            </p>
            <div className="flex-1 rounded-card border border-border bg-surface p-6 shadow-card">
              <h3 className="text-xl font-semibold">{phase.title}</h3>
              <p className="mt-2 text-muted">{phase.text}</p>
              <ul className="mt-4 space-y-2">
                {phase.milestones.map((milestone) => (
                  <li key={milestone} className="flex gap-2 text-sm">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {milestone}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Band>
  );
}
