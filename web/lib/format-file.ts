import type { Link } from "./content/fragments";

/** A download's type and size as a visitor reads them beside its label: "PDF, 84 kB" (in the site's language). */
export function formatFile(file: NonNullable<Link["file"]>, locale: string): string {
  const kilobytes = file.size / 1000;
  const size =
    kilobytes < 1000
      ? new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, kilobytes))
      : new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(kilobytes / 1000);
  return `${file.extension.toUpperCase()}, ${size}`;
}
