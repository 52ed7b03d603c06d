import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { Band, gridColumns } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import { ProcessTimeline } from "./process-timeline";
import type { query } from "./query";
import { StepBody } from "./step-body";

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
              <StepBody step={step} accentText={accent.text} />
            </li>
          ))}
        </ol>
      )}
    </Band>
  );
}
