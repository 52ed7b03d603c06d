import { InertButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { headingId, type SectionProps } from "./types";

/**
 * The newsletter box. It subscribes no one yet: the email field sits outside any form (so Enter
 * submits nothing) and the button is a plain button.
 */
export function Newsletter({ section: newsletter }: SectionProps<"newsletter">) {
  return (
    <section
      aria-labelledby={headingId(newsletter)}
      data-section={newsletter._type}
      className="border-t border-border bg-primary-soft py-16"
    >
      <Container className="grid items-end gap-8 lg:grid-cols-2">
        <div>
          <h2 id={headingId(newsletter)} className="text-3xl font-bold tracking-tight">
            {newsletter.heading}
          </h2>
          <p className="mt-3 text-lg text-muted">{newsletter.text}</p>
        </div>
        <div>
          <label htmlFor="newsletter-email" className="mb-2 block font-semibold">
            {newsletter.emailLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={newsletter.placeholder}
              className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-muted bg-surface px-4 text-ink placeholder:text-muted"
            />
            <InertButton>{newsletter.buttonLabel}</InertButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
