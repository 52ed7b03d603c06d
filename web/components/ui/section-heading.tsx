/** The heading and optional introduction that open a section. `id` is the heading's, for aria-labelledby. */
export function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: string | null }) {
  return (
    <div className="mb-10 max-w-3xl mx-auto text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
    </div>
  );
}
