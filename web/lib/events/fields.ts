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
