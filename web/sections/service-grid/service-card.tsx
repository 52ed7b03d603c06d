import { accentClasses } from "@/components/ui/accent";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { type ServiceCard as ServiceCardData, servicePath } from "@/lib/content/service";

/** One service: icon, title, description, benefits and a link; compact on a phone, so that twelve can be scanned. */
export function ServiceCard({ service, learnMoreLabel }: { service: ServiceCardData; learnMoreLabel: string }) {
  const accent = accentClasses[service.color];
  const headingId = `service-${service.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col overflow-hidden rounded-card border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1", accent.bar)} />
      <div className="flex items-center gap-3 sm:block">
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl sm:mb-4 sm:size-12", accent.soft, accent.text)}>
          <Icon name={service.icon} />
        </span>
        <h3 id={headingId} className="text-lg font-semibold sm:text-xl">
          {service.title}
        </h3>
      </div>
      <p className="mt-2 text-muted">{service.description}</p>
      <ul className="mt-3 space-y-1.5 sm:mt-4 sm:space-y-2">
        {service.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-sm">
            <Icon name="check" className={cn("mt-0.5 size-4 shrink-0", accent.text)} />
            {benefit}
          </li>
        ))}
      </ul>
      <a
        href={servicePath(service.slug)}
        className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-3 font-semibold text-primary hover:text-primary-strong sm:pt-6"
      >
        {learnMoreLabel}
        <span className="sr-only">: {service.title}</span>
        <Icon name="arrow-right" className="size-4" />
      </a>
    </article>
  );
}
