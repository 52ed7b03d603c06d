/** The form's fields (the event page's form, app/events/[slug]/registration-form.tsx) and where it posts. */
export const registrationFields = {
  event: "event",
  name: "name",
  email: "email",
  organization: "organization",
  role: "role",
  consent: "consent",
  honeypot: "website",
} as const;
export const registrationPaths = { register: "/api/events/register", cancel: "/api/events/cancel" } as const;

/** What a visitor sent in the form's visible fields: what the form holds again when the registration was not taken. */
export type RegistrationValues = Partial<Record<"name" | "email" | "organization" | "role" | "consent", string>>;

/** The visible fields' first values in a post, as the form puts them back. */
export function sentRegistration(fields: URLSearchParams): RegistrationValues {
  const names = ["name", "email", "organization", "role", "consent"] as const;
  return Object.fromEntries(
    names.flatMap((name) => (fields.has(registrationFields[name]) ? [[name, fields.get(registrationFields[name]) ?? ""]] : [])),
  );
}
