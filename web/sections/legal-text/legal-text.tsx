import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Container } from "@/components/ui/container";
import { formatDay, formatMonth } from "@/lib/format-date";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";

// How each Portable Text style is drawn; the words are all the document's.
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 text-ink">{children}</p>,
    h2: ({ children }) => (
      <h2 className="mt-12 border-t border-border pt-8 text-2xl font-bold tracking-tight first:mt-0 first:border-t-0 first:pt-0">
        {children}
      </h2>
    ),
    h3: ({ children }) => <h3 className="mt-6 text-lg font-semibold">{children}</h3>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 marker:text-primary">{children}</ol>,
  },
};

/** A legal document: title, its date, introduction and the formatted text, at a reading width. */
export function LegalText({ section: page, context }: SectionProps<typeof query>) {
  return (
    <>
      <section aria-labelledby={headingId(page)} data-section={page._type} className="border-b border-border bg-surface-alt">
        <Container className="py-14 sm:py-20">
          <div className="mx-auto max-w-3xl">
            <h1 id={headingId(page)} className="text-3xl font-bold tracking-tight min-[22rem]:text-4xl sm:text-5xl">
              {page.heading}
            </h1>
            <p className="mt-4 font-semibold text-primary">
              {page.dateLabel} <time dateTime={page.date}>{formatMonth(page.date, context.settings.locale)}</time>
            </p>
            {page.revisions?.length ? (
              // Later edits, each dated: the date above stays the version's own.
              <ul data-revisions="" className="mt-2 space-y-1 text-muted">
                {page.revisions.map((revision) => (
                  <li key={revision._key}>
                    <span className="font-semibold text-ink">
                      {page.revisionLabel} <time dateTime={revision.date}>{formatDay(revision.date, context.settings.locale)}</time>:
                    </span>{" "}
                    {revision.note}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-6 text-lg text-muted">{page.intro}</p>
          </div>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl text-base leading-7 sm:text-lg sm:leading-8">
          <PortableText value={page.body} components={components} />
        </div>
      </Container>
    </>
  );
}
