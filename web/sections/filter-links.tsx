import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

type Link = { key: string; href: string; label: string; current: boolean };

/** Filter links (the blog's categories, the careers' practices or locations): pills, the list shown marked current. */
export function FilterLinks({
  label,
  links,
  className,
  children,
}: {
  label: string;
  links: Link[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={className}>
      {children}
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={buttonClasses(link.current ? "primary" : "secondary", "min-h-10 rounded-full px-4 py-1.5 text-sm")}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
