import type { Link } from "@/lib/content/fragments";
import { ContentLink } from "./content-link";
import { Icon } from "./icon";

/** The "back to…" link at the top of an inner page's hero; its words and target come from content. */
export function BackLink({ link }: { link: Link }) {
  return (
    <ContentLink
      href={link.href}
      className="mb-8 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary hover:text-primary-strong hover:underline"
    >
      <Icon name="arrow-left" className="size-4" />
      {link.label}
    </ContentLink>
  );
}

/** The "see all…" link under a list of cards (the blog, the events), its words from content. */
export function MoreLink({ href, label }: { href: string; label: string }) {
  return (
    <ContentLink href={href} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary hover:underline">
      {label}
      <Icon name="arrow-right" className="size-4" />
    </ContentLink>
  );
}
