import type { Accent } from "@/components/ui/accent";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { Band, gridColumns } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

type Step = SectionProps<typeof query>["section"]["steps"][number];

/** What a step says, in both layouts: its label (when), title, description and activities. */
function StepBody({ step, accent }: { step: Step; accent: Accent }) {
  return (
    <>
      {step.label ? <p className={cn("text-sm font-bold tracking-wide uppercase", accent.text)}>{step.label}</p> : null}
      <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
      <p className="mt-2 text-muted">{step.desc}</p>
      {step.activities?.length ? (
        <ul className="mt-4 space-y-2 border-t border-border pt-4">
          {step.activities.map((activity) => (
            <li key={activity} className="flex gap-2 text-sm">
              <Icon name="check" className={cn("mt-0.5 size-4 shrink-0", accent.text)} />
              {activity}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Steps down a line: in the middle, the steps alternating left and right, on a wide screen; at the left on a phone. */
function ProcessTimeline({ steps, accent }: { steps: Step[]; accent: Accent }) {
  return (
    <ol className="relative mx-auto max-w-5xl space-y-8 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-0.5 before:bg-border before:content-[''] md:space-y-10 md:before:left-1/2 md:before:-translate-x-1/2">
      {steps.map((step, index) => {
        // A step's side on a wide screen: its own, or alternating by position.
        const side = step.side ?? (index % 2 === 0 ? "left" : "right");
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
              <StepBody step={step} accent={accent} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** An ordered process: numbered (or iconed) step cards side by side, or a timeline down the page. */
export function ProcessSteps({ section, context }: SectionProps<typeof query>) {
  const { accent } = context;
  return (
    <Band section={section} context={context}>
      {section.layout === "timeline" ? (
        <ProcessTimeline steps={section.steps} accent={accent} />
      ) : (
        <ol className={cn("grid gap-6", gridColumns(section.steps.length))}>
          {section.steps.map((step, index) => (
            <li key={step._key} data-step className="relative flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
              {/* Numbered once: a step with a label of its own ("Step 1", "Weeks 1–2") shows no number beside it. */}
              {step.icon || !step.label ? (
                <span
                  aria-hidden="true"
                  className={cn("mb-4 flex size-12 items-center justify-center rounded-full text-lg font-bold", accent.soft, accent.text)}
                >
                  {step.icon ? <Icon name={step.icon} /> : index + 1}
                </span>
              ) : null}
              <StepBody step={step} accent={accent} />
            </li>
          ))}
        </ol>
      )}
    </Band>
  );
}
