import { BackLink } from "@/components/ui/back-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { LinkButton } from "@/components/ui/link-button";
import { Portrait } from "@/components/ui/portrait";
import { cn } from "@/lib/cn";
import { authorName } from "@/lib/content/author";
import { authorPath } from "@/lib/content/post";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/** An inner page's opening; on a service page with the service's colour stripe and icon, its title the default eyebrow. */
export function PageHero({ section, context }: SectionProps<typeof query>) {
  const { service, accent } = context;
  const eyebrow = section.eyebrow ?? service?.title;
  return (
    <section
      aria-labelledby={headingId(section)}
      data-section={section._type}
      className={cn("relative overflow-hidden bg-gradient-to-b from-primary-soft to-surface", service && "border-b border-border")}
    >
      {service ? <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1", accent.bar)} /> : null}
      <Container className={service ? "py-14 sm:py-20" : "pt-16 pb-10 sm:pt-24 sm:pb-14"}>
        {section.backLink ? <BackLink link={section.backLink} /> : null}
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className={cn("font-semibold tracking-wide text-primary uppercase", service ? "mb-4 flex items-center gap-3" : "mb-3")}>
              {service ? (
                <span className={cn("flex size-11 items-center justify-center rounded-xl", accent.soft, accent.text)}>
                  <Icon name={service.icon} />
                </span>
              ) : null}
              {eyebrow}
            </p>
          ) : null}
          <h1 id={headingId(section)} className="text-3xl font-bold tracking-tight min-[22rem]:text-4xl sm:text-5xl">
            {section.heading}
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">{section.intro}</p>
          {/* A service page's first screen offers its main action (its closing band's first button) at once. */}
          {service && section.firstAction ? (
            <p className="mt-8">
              <LinkButton link={section.firstAction} locale={context.settings.locale} />
            </p>
          ) : null}
          <PracticeLeads section={section} />
        </div>
      </Container>
    </section>
  );
}

/** A service's practice lead(s), each linking to their page: the people who name the service among those they lead. */
function PracticeLeads({ section }: { section: SectionProps<typeof query>["section"] }) {
  const { leads, leadLabels } = section;
  if (leads.length === 0) return null;
  return (
    <div data-practice-leads="" className="mt-8">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">
        {leads.length === 1 ? leadLabels.practiceLeadLabel : leadLabels.practiceLeadsLabel}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-4">
        {leads.map((lead) => (
          <li key={lead._id} className="flex items-center gap-3">
            <Portrait name={lead.name} photo={lead.photo} size="md" sizes="56px" decorative className="size-14 text-lg" />
            <span>
              <a
                href={authorPath(lead.slug)}
                className="font-semibold text-ink underline decoration-primary/40 underline-offset-4 hover:text-primary"
              >
                {authorName(lead)}
              </a>
              <span className="block text-sm text-muted">{lead.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
