import type { ReactNode } from "react";

/** A link whose target comes from content: a plain anchor for every target (see ButtonLink). */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
