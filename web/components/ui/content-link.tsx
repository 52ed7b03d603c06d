import Link from "next/link";
import type { ReactNode } from "react";

/** A link whose target comes from content: Next's Link for this site's paths, a plain anchor otherwise. */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link href={href} prefetch={false} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
