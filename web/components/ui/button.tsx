import Link from "next/link";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors duration-150";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white hover:bg-primary-strong",
  secondary: "border border-primary text-primary hover:bg-primary-soft",
  ghost: "text-primary underline-offset-4 hover:underline",
  inverse: "bg-white text-primary-strong hover:bg-primary-soft",
};

export function buttonClasses(variant: ButtonVariant = "primary", className?: string) {
  return cn(base, variants[variant], className);
}

/** A link that looks like a button. Paths on this site use Next's Link; other addresses a plain anchor. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className,
  newTab,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  newTab?: boolean;
}) {
  const classes = buttonClasses(variant, className);
  if (href.startsWith("/") && !newTab) {
    return (
      <Link href={href} prefetch={false} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/**
 * A real button that the specification gives no action (e.g. "Read full case study"). It stays
 * focusable and honest: no href="#" jumping the page.
 */
export function InertButton({
  children,
  variant = "primary",
  className,
  ...aria
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, "aria-describedby" | "aria-pressed" | "aria-current">) {
  return (
    <button type="button" className={buttonClasses(variant, className)} {...aria}>
      {children}
    </button>
  );
}
