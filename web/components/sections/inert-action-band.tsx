import { InertButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

/** A closing band whose buttons the specification gives no action yet: real buttons that do nothing. */
export function InertActionBand({ id, heading, text, buttons }: { id: string; heading: string; text: string; buttons: string[] }) {
  return (
    <section aria-labelledby={id} className="bg-primary-strong py-16 text-white">
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-on-dark">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {buttons.map((label, index) => (
            <InertButton
              key={label}
              variant={index === 0 ? "inverse" : "ghost"}
              className={index === 0 ? "" : "border border-white/60 text-white hover:bg-white/10 hover:no-underline"}
            >
              {label}
            </InertButton>
          ))}
        </div>
      </Container>
    </section>
  );
}
