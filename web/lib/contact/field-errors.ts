// Shared by the form (with and without its script) and the server's no-JavaScript answer: which field
// says what (its label, placeholder and message), from the Contact form document's words. No server-only code here.
import { type ContactFieldName, contactFields, hasPlaceholder, type PlaceholderFieldName } from "@site/schemas/contact-fields";

/** What the visitor typed, by field (what the no-JavaScript answer puts back in the form). */
export type FieldValues = Partial<Record<ContactFieldName, string>>;
/** What to fix, by refused field. */
export type FieldErrors = Partial<Record<ContactFieldName, string>>;

/** The form's words a field is drawn with: its label and placeholder, named after it (`nameLabel`, `namePlaceholder`). */
type FieldWords = { [Name in ContactFieldName as `${Name}Label`]: string } & {
  [Name in PlaceholderFieldName as `${Name}Placeholder`]: string;
};

/** A field's label, from the form's words: the one place a field name meets its label. */
export const fieldLabel = (copy: FieldWords, name: ContactFieldName): string => copy[`${name}Label`];
/** A field's placeholder (a select has none). */
export const fieldPlaceholder = (copy: FieldWords, name: ContactFieldName): string | undefined =>
  hasPlaceholder(name) ? copy[`${name}Placeholder`] : undefined;

/** The labels of the refused fields the visitor can see, in form order. */
export const refusedLabels = (copy: FieldWords, refused: readonly string[]): string[] =>
  contactFields.filter((field) => refused.includes(field.name)).map((field) => fieldLabel(copy, field.name));

/** The id of a field's control: what a label, and a link of the list of problems, point at. */
export const fieldId = (name: ContactFieldName) => `contact-${name}`;
/** The id of a field's own message, which the control names with aria-describedby. */
export const fieldErrorId = (name: ContactFieldName) => `contact-${name}-error`;

/** The message of each refused field the visitor can see (a hidden field has none), in form order. */
export function fieldErrorsFor(messages: Record<ContactFieldName, string>, refused: readonly string[]): FieldErrors {
  return Object.fromEntries(
    contactFields.filter((field) => refused.includes(field.name)).map((field) => [field.name, messages[field.name]]),
  );
}

/** The refused fields in form order, each with its message: the list of problems above the form. */
export function errorList(errors: FieldErrors): Array<{ name: ContactFieldName; message: string }> {
  return contactFields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ name: field.name, message }] : [];
  });
}
