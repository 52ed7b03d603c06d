import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Centres content at the site's reading width with the page gutters. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-5 sm:px-8", className)}>{children}</div>;
}
