import type { ReactNode } from "react";

/**
 * A link whose target comes from content. A plain anchor for every target (see ButtonLink): no client
 * JavaScript, and the browser's own navigation.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
