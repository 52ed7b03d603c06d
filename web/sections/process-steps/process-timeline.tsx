import type { Accent } from "@/components/ui/accent";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { type Step, StepBody } from "./step-body";

/** A step's side on a wide screen: its `side` field, or alternating by position when it has none. */
export function timelineSide(step: Pick<Step, "side">, index: number): "left" | "right" {
  return step.side ?? (index % 2 === 0 ? "left" : "right");
}

/**
 * Steps down a vertical line. On a wide screen the line runs down the middle and the steps alternate
 * left and right; on a phone the line runs down the left and the steps form one column.
 */
export function ProcessTimeline({ steps, accent }: { steps: Step[]; accent: Accent }) {
  return (
    <ol className="relative mx-auto max-w-5xl space-y-8 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-0.5 before:bg-border before:content-[''] md:space-y-10 md:before:left-1/2 md:before:-translate-x-1/2">
      {steps.map((step, index) => {
        const side = timelineSide(step, index);
        return (
          <li key={step._key} data-step data-side={side} className="relative pl-14 md:grid md:grid-cols-2 md:gap-16 md:pl-0">
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-5 left-5 flex size-10 -translate-x-1/2 items-center justify-center rounded-full border-2 border-current bg-surface md:left-1/2",
                accent.text,
              )}
            >
              {step.icon ? <Icon name={step.icon} className="size-5" /> : <span className="text-sm font-bold">{index + 1}</span>}
            </span>
            <div
              data-step-card
              className={cn(
                "rounded-card border border-border bg-surface p-6 shadow-card",
                side === "right" ? "md:col-start-2" : "md:col-start-1",
              )}
            >
              <StepBody step={step} accentText={accent.text} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
