import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "outline-inverse";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors duration-150";

// Every variant has a border (transparent where the fill is the shape): in forced colours the fill is
// dropped and the border is what still shows the button's edge.
export const buttonVariants: Record<ButtonVariant, string> = {
  primary: "border border-transparent bg-primary text-white hover:bg-primary-strong",
  secondary: "border border-primary text-primary hover:bg-primary-soft",
  ghost: "border border-transparent text-primary underline-offset-4 hover:underline",
  inverse: "border border-transparent bg-white text-primary-strong hover:bg-primary-soft",
  "outline-inverse": "border border-white/70 text-white hover:bg-white/10",
};

export function buttonClasses(variant: ButtonVariant = "primary", className?: string) {
  return cn(base, buttonVariants[variant], className);
}

/** A link that looks like a button: a plain anchor, also to this site's pages (no next/link client code). */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a href={href} className={buttonClasses(variant, className)}>
      {children}
    </a>
  );
}
