import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import type { SectionData } from "@/sections/define";
import type { query } from "./query";

export type Step = SectionData<typeof query>["steps"][number];

/** What a step says: its label (when), title, description and activities. Shared by both layouts. */
export function StepBody({ step, accentText }: { step: Step; accentText: string }) {
  return (
    <>
      {step.label ? <p className={cn("text-sm font-bold tracking-wide uppercase", accentText)}>{step.label}</p> : null}
      <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
      <p className="mt-2 text-muted">{step.desc}</p>
      {step.activities?.length ? (
        <ul className="mt-4 space-y-2 border-t border-border pt-4">
          {step.activities.map((activity) => (
            <li key={activity} className="flex gap-2 text-sm">
              <Icon name="check" className={cn("mt-0.5 size-4 shrink-0", accentText)} />
              {activity}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
