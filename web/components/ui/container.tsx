import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Centres content at the site's reading width with the page gutters; `section`: the section type it draws, if one. */
export function Container({ children, className, section }: { children: ReactNode; className?: string; section?: string }) {
  return (
    <div data-section={section} className={cn("mx-auto w-full max-w-6xl px-5 sm:px-8", className)}>
      {children}
    </div>
  );
}
