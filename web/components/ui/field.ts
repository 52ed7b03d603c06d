/**
 * Every text field's look: a boundary of 3:1 or more (WCAG 1.4.11), placeholders lighter and in italics so that an
 * empty field never looks filled in, a primary border while it has focus.
 */
export const fieldClasses =
  "min-h-11 w-full min-w-0 rounded-lg border border-field-border bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-placeholder placeholder:italic focus:border-primary";
