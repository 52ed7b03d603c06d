import { contactFields, contactFormName, contactHoneypotField, contactServiceValues } from "@site/schemas/contact-fields";
import { z } from "zod";

const bounds = Object.fromEntries(contactFields.map((field) => [field.name, field.maxLength])) as Record<
  (typeof contactFields)[number]["name"],
  number
>;

const optional = (max: number) => z.string().trim().max(max).default("");
const required = (max: number) => z.string().trim().min(1, "required").max(max);

/**
 * A submission as the server accepts it. The bounds and option values are the same field list the
 * browser form renders its native constraints from (`@site/schemas/contact-fields`).
 */
export const contactSubmission = z.object({
  "form-name": z.literal(contactFormName),
  [contactHoneypotField]: z.string().max(1000).default(""),
  name: required(bounds.name),
  email: z.email().max(bounds.email),
  phone: optional(bounds.phone),
  company: optional(bounds.company),
  service: z.union([z.enum(contactServiceValues), z.literal("")]).default(""),
  message: required(bounds.message),
});

export type ContactSubmission = z.infer<typeof contactSubmission>;

/** The posted fields as strings (the first value of each), ignoring names the form never sends. */
export function readFormFields(body: URLSearchParams): Record<string, string> {
  const names = ["form-name", contactHoneypotField, ...contactFields.map((field) => field.name)];
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = body.get(name);
    if (value !== null) fields[name] = value;
  }
  return fields;
}

/** The reasons a submission was refused, by field: what the JSON answer and the error page report. */
export function refusalReasons(error: z.ZodError): Array<{ field: string; message: string }> {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? "form"), message: issue.message }));
}
