import type { RichText } from "@/lib/content/rich-text";
import { headingAnchor } from "./rich-text";

/** A long post lists its sub-heads at the top from this many on. */
export const tocMinHeadings = 4;

/** The text of each sub-head (h2) of a body, with its anchor. */
export function subHeads(body: RichText): Array<{ anchor: string; text: string }> {
  return body.flatMap((block) => {
    if (block._type !== "block" || block.style !== "h2") return [];
    const anchor = headingAnchor(block);
    const text = block.children.map((span) => span.text).join("");
    return anchor && text ? [{ anchor, text }] : [];
  });
}

/**
 * The contents of a long post: a list of links to its sub-heads, no script. Nothing for a short post. Above
 * the text, or beside it where the page has the room (the post's page places it).
 */
export function TableOfContents({ body, heading }: { body: RichText; heading: string }) {
  const heads = subHeads(body);
  if (heads.length < tocMinHeadings) return null;
  return (
    <nav
      aria-labelledby="toc-heading"
      className="mx-auto mb-10 max-w-[65ch] rounded-card border border-border bg-surface-alt p-5 lg:mx-0 lg:mb-0"
      data-toc
    >
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 marker:text-muted lg:space-y-2 lg:text-[0.9375rem] lg:leading-snug">
        {heads.map((head) => (
          <li key={head.anchor}>
            <a href={`#${head.anchor}`} className="inline-flex min-h-6 items-center font-medium text-primary hover:underline">
              {head.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
