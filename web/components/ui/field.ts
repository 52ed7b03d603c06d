/**
 * One look for every text field of the site (contact, search, newsletter): a boundary of 3:1 or more against the
 * page (WCAG 1.4.11; `--color-field-border`), placeholders lighter and in italics so that an empty field never
 * looks filled in, and a thicker primary border while it has focus (with the focus ring).
 */
export const fieldClasses =
  "min-h-11 w-full min-w-0 rounded-lg border border-field-border bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-placeholder placeholder:italic focus:border-primary";
