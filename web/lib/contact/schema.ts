import { contactServiceValues } from "@site/schemas/addresses";
import {
  type ContactFieldName,
  contactFields,
  contactFormName,
  contactHoneypotField,
  emailDomainPattern,
} from "@site/schemas/contact-fields";
import { z } from "zod";
import type { FieldValues } from "./field-errors";

const bounds = Object.fromEntries(contactFields.map((field) => [field.name, field.maxLength])) as Record<
  (typeof contactFields)[number]["name"],
  number
>;

/**
 * What the visitor typed, as the browser counted it: a native post sends line breaks as CRLF (and may
 * send a lone CR), which the browser's maxlength counted as one character each. Tabs become spaces.
 */
function normaliseText(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").replace(/\t/g, " ") : value;
}

// Control characters: a NUL hides the rest of a text, ESC sequences reach terminals, CR/LF forge lines
// in the staff email. A single-line field refuses every C0/C1 control and the Unicode line separators;
// the message keeps its line breaks (\n) only.
// (\p{Cc} is C0, DEL and C1.)
const singleLineControl = /[\p{Cc}\u2028\u2029]/u;

/**
 * Invisible format characters (bidirectional overrides such as U+202E, which reverse what the staff email
 * shows; zero-width spaces and joiners; the byte-order mark) and Unicode non-characters (U+FFFE, U+FDD0…):
 * stripped from every text field, the message included (its line breaks stay), whose words they can only disguise.
 */
const invisible = /[\p{Cf}\p{Noncharacter_Code_Point}]/gu;
const visibleText = (value: unknown) => {
  const text = normaliseText(value);
  return typeof text === "string" ? text.replace(invisible, "") : text;
};
const messageControl = /(?!\n)\p{Cc}/u;
const noControls = "contains control characters";

/** A text field: its visible characters, trimmed, within `max`, refusing the control characters `controls` matches. */
const text = (max: number, { required = false, controls = singleLineControl } = {}) =>
  z.preprocess(
    visibleText,
    z
      .string()
      .trim()
      .min(required ? 1 : 0, "required")
      .max(max)
      .refine((value) => !controls.test(value), noControls),
  );

const emailWithDottedDomain = new RegExp(`^(?:${emailDomainPattern})$`, "v");

/** The browser's own rules for an email box: `type=email` (WHATWG's valid e-mail address) and its pattern (a dot in the domain). */
export const emailAddress = (max: number) => z.email({ pattern: z.regexes.html5Email }).max(max).regex(emailWithDottedDomain);

/** The fields with rules of their own: the email box's (the browser's), the select's values, the message's line breaks. */
const ownRules = {
  email: z.preprocess(normaliseText, z.string().trim().pipe(emailAddress(bounds.email))),
  service: z.union([z.enum(contactServiceValues), z.literal("")]).default(""),
  message: text(bounds.message, { required: true, controls: messageControl }),
};
/** Any other field: one line of text within its bound, required or not. */
const oneLine = (field: (typeof contactFields)[number]) =>
  field.required ? text(field.maxLength, { required: true }) : text(field.maxLength).default("");
type FieldRules = {
  [Name in ContactFieldName]: Name extends keyof typeof ownRules ? (typeof ownRules)[Name] : ReturnType<typeof oneLine>;
};

/**
 * A submission as the server accepts it: the field list the browser form renders its native constraints from
 * (`@site/schemas/contact-fields`), in its order (the order refusals are reported in).
 */
export const contactSubmission = z.object({
  "form-name": z.literal(contactFormName),
  [contactHoneypotField]: z.string().max(1000).default(""),
  ...(Object.fromEntries(
    contactFields.map((field) => [field.name, field.name in ownRules ? ownRules[field.name as keyof typeof ownRules] : oneLine(field)]),
  ) as FieldRules),
});

/** The posted fields as strings (the first value of each), ignoring names the form never sends. */
export function readFormFields(body: URLSearchParams): Record<string, string | string[]> {
  const names = ["form-name", contactHoneypotField, ...contactFields.map((field) => field.name)];
  const fields: Record<string, string | string[]> = {};
  for (const name of names) {
    const values = body.getAll(name);
    // A field sent twice is not our form's (the newsletter refuses it too): left as a list, which the
    // schema refuses naming the field, rather than keeping one of the two values silently.
    if (values.length > 0) fields[name] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return fields;
}

/**
 * What was sent in each of the form's fields, as the no-JavaScript answer puts it back: a field sent twice
 * (never by our form; refused by the schema) keeps all its values, one after the other.
 */
export function sentValues(fields: Record<string, string | string[]>): FieldValues {
  return Object.fromEntries(
    contactFields.flatMap((field) => {
      const value = fields[field.name];
      if (value === undefined) return [];
      return [[field.name, Array.isArray(value) ? value.join(field.control === "textarea" ? "\n" : " ") : value]];
    }),
  );
}

/** The reasons a submission was refused, one per field (its first): what the JSON answer and the error page report. */
export function refusalReasons(error: z.ZodError): Array<{ field: string; message: string }> {
  const reasons = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!reasons.has(field)) reasons.set(field, issue.message);
  }
  return [...reasons].map(([field, message]) => ({ field, message }));
}
