import type { Accent } from "@/components/ui/accent";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { caseStudyPath } from "@/lib/content/case-study";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import { StatSource } from "@/sections/stat-list";
import type { query } from "./query";

type Section = SectionProps<typeof query>["section"];
type Story = Section["stories"][number];

/** A story's results: its case study's, as that case study words them, or its own figures. */
function StoryResults({ story, accent, single }: { story: Story; accent: Accent; single: boolean }) {
  // One story spans the width: its results stand beside its words.
  const beside = single && "lg:mt-0 lg:flex-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-12";
  if (story.caseStudy) {
    return (
      <ul data-story-results="" className={cn("mt-6 grid gap-3 border-t border-border pt-6", beside)}>
        {story.caseStudy.results.map((result) => (
          <li key={result} className="flex gap-3">
            <Icon name="check" className={cn("mt-0.5 size-5 shrink-0", accent.text)} />
            <span className="font-semibold">{result}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl
      className={cn(
        "mt-6 grid gap-4 border-t border-border pt-6",
        story.results?.length === 3 ? "sm:grid-cols-[repeat(3,auto)] sm:justify-between" : "grid-cols-2",
        beside,
      )}
    >
      {story.results?.map((result) => (
        <div key={result._key} className="flex flex-col">
          <dt className="order-2 mt-1 text-sm text-muted">{result.label}</dt>
          <dd className={cn("order-1 text-2xl font-bold tracking-tight", accent.text)}>{result.value}</dd>
          <StatSource stat={result} className="order-3 mt-1 text-sm text-muted" />
        </div>
      ))}
    </dl>
  );
}

/** One story: the client, what happened, the link to its case study when it has one, and its results. */
function StoryCard({ section, story, accent, single }: { section: Section; story: Story; accent: Accent; single: boolean }) {
  const id = `${section._key}-${story._key}`;
  return (
    <li
      data-story
      className={cn(
        "relative flex flex-col overflow-hidden rounded-card border border-border bg-surface p-6 shadow-card sm:p-8",
        single && "lg:flex-row lg:items-center lg:gap-12",
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-y-0 left-0 w-1", accent.bar)} />
      <div className={cn(single && "lg:flex-1")}>
        <h3 id={id} className="text-xl font-semibold">
          {story.caseStudy?.client ?? story.client}
        </h3>
        <p className="mt-3 text-muted">{story.summary}</p>
        {story.caseStudy ? (
          // Every story's link has the same words; each is described by its story's client.
          <a
            href={caseStudyPath(story.caseStudy.slug)}
            aria-describedby={id}
            className="mt-4 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            {section.readCaseStudyLabel}
            <Icon name="arrow-right" className="size-4" />
          </a>
        ) : null}
      </div>
      <StoryResults story={story} accent={accent} single={single} />
    </li>
  );
}

/** Client stories: who, what happened, and the results (a case study's own, when the story links to it). */
export function SuccessStories({ section, context }: SectionProps<typeof query>) {
  const single = section.stories.length === 1;
  return (
    <Band section={section} context={context}>
      <ul className={cn("grid gap-6", !single && "md:grid-cols-2")}>
        {section.stories.map((story) => (
          <StoryCard key={story._key} section={section} story={story} accent={context.accent} single={single} />
        ))}
      </ul>
    </Band>
  );
}
