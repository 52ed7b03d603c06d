import { cn } from "@/lib/cn";
import { caseStudyPath } from "@/lib/content/case-study";
import { servicePath } from "@/lib/content/service";
import { Band, gridColumns } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

/** Clients' own words: each quote with who said it and a link to what it is about; nothing when none is shown. */
export function Testimonials({ section, context }: SectionProps<typeof query>) {
  if (section.items.length === 0) return null;
  return (
    <Band section={section} context={context}>
      <ul className={cn("grid gap-6", gridColumns(section.items.length))}>
        {section.items.map((item) => (
          <li key={item._id} data-testimonial="" className="flex">
            <figure className="flex flex-1 flex-col rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
              <span aria-hidden="true" className="font-serif text-5xl leading-none text-primary/40">
                “
              </span>
              <blockquote className="mt-2 flex-1 text-lg text-ink">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-border pt-4">
                <span className="block font-semibold">{[item.name, item.role].filter(Boolean).join(", ")}</span>
                <span className="block text-muted">{item.organization}</span>
                {item.about ? (
                  <a
                    href={item.about._type === "caseStudy" ? caseStudyPath(item.about.slug) : servicePath(item.about.slug)}
                    className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-primary hover:underline"
                  >
                    {item.about.title}
                  </a>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}
