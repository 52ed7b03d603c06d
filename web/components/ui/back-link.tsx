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
