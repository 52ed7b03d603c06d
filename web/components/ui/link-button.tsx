import type { Link } from "@/lib/content/fragments";
import { formatFile } from "@/lib/format-file";
import { type ButtonVariant, buttonClasses } from "./button";

/** A link from content drawn as a button; a file to download says its type and size under the label. */
export function LinkButton({
  link,
  locale,
  variant = "primary",
  className,
}: {
  link: Link;
  locale: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  if (!link.file) {
    return (
      <a href={link.href} className={buttonClasses(variant, className)}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={link.href} download className={buttonClasses(variant, `flex-col gap-0 text-center ${className ?? ""}`)}>
      <span>{link.label}</span>
      <span className="text-sm font-normal">{formatFile(link.file, locale)}</span>
    </a>
  );
}
