import { cn } from "@/lib/cn";

/** The heading and optional introduction that open a section. `id` is the heading's, for aria-labelledby. */
export function SectionHeading({
  id,
  heading,
  intro,
  eyebrow,
  align = "center",
  level = 2,
}: {
  id?: string;
  heading: string;
  intro?: string | null;
  eyebrow?: string | null;
  align?: "center" | "left";
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <Heading id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {heading}
      </Heading>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
    </div>
  );
}
