import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { Portrait } from "@/components/ui/portrait";
import { authorName } from "@/lib/content/author";
import { authorPath } from "@/lib/content/post";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/** The firm's leadership: a heading and a paragraph in a tinted panel, then the people the editor picked, as cards. */
export function Leadership({ section }: SectionProps<typeof query>) {
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="py-20">
      <Container>
        <div className="flex flex-col gap-6 rounded-card bg-primary-soft p-8 sm:flex-row sm:p-12">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary text-white">
            <Icon name="users" className="size-7" />
          </span>
          <div className="max-w-3xl">
            <h2 id={headingId(section)} className="text-3xl font-bold tracking-tight">
              {section.heading}
            </h2>
            <p className="mt-4 text-lg text-ink">{section.text}</p>
          </div>
        </div>
        {section.people.length > 0 ? (
          <ul data-people="" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {section.people.map((person) => (
              <li
                key={person._id}
                className="relative flex items-center gap-5 rounded-card border border-border bg-surface p-6 shadow-card"
              >
                <Portrait name={person.name} photo={person.photo} size="md" sizes="80px" decorative className="size-20" />
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold">
                    <a href={authorPath(person.slug)} className="after:absolute after:inset-0 hover:text-primary hover:underline">
                      {authorName(person)}
                    </a>
                  </h3>
                  <p className="mt-1 text-muted">{person.role}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}
