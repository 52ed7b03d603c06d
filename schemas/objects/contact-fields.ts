/**
 * The contact form's fields, shared by the Studio, the browser form (names, types, native constraints), the server's
 * zod schema and the Netlify skeleton in web/public/ (the service select's values are addresses: schemas/addresses.ts).
 * Plain data with no imports, so that a Node script can read it too.
 */

/** The value of the hidden `form-name` field (Netlify's form name). */
export const contactFormName = "contact";

/** The honeypot: a field no person fills in. Netlify's `netlify-honeypot` names the same field. */
export const contactHoneypotField = "bot-field";

/**
 * The visible fields in form order, with their native type, autocomplete token (null where none exists) and bounds,
 * and the name staff know each by (the Studio's titles for its label, placeholder and error; the staff email).
 * A field added here is drawn, checked, stored (after its migration, lib/db/migrations.mjs), emailed and listed by
 * `pnpm submissions`; its words (label, placeholder, what to fix) are the contact page's, which the Studio asks for.
 */
export const contactFields = [
  { name: "name", title: "Name", control: "input", type: "text", autoComplete: "name", required: true, maxLength: 200 },
  { name: "email", title: "Email", control: "input", type: "email", autoComplete: "email", required: true, maxLength: 254 },
  { name: "phone", title: "Telephone", control: "input", type: "tel", autoComplete: "tel", required: false, maxLength: 40 },
  { name: "company", title: "Organization", control: "input", type: "text", autoComplete: "organization", required: false, maxLength: 200 },
  { name: "service", title: "Service interest", control: "select", type: "select", autoComplete: null, required: false, maxLength: 40 },
  { name: "message", title: "Message", control: "textarea", type: "textarea", autoComplete: null, required: true, maxLength: 5000 },
] as const;

export type ContactFieldName = (typeof contactFields)[number]["name"];

/** The fields with a placeholder: every box (a select's "none selected" option stands in for it). */
type BoxField = Extract<(typeof contactFields)[number], { control: "input" | "textarea" }>;
export type PlaceholderFieldName = BoxField["name"];
export const placeholderFields = contactFields.filter((field): field is BoxField => field.control !== "select");
export const hasPlaceholder = (name: ContactFieldName): name is PlaceholderFieldName =>
  placeholderFields.some((field) => field.name === name);

/** Every field the browser posts, hidden ones first, in the order of the request body. */
export const contactPostedFields = ["form-name", contactHoneypotField, ...contactFields.map((field) => field.name)] as const;

/**
 * An email address whose domain has a dot (jane@hospital.org, not jane@hospital): the `pattern` of both
 * forms' email boxes (the browser anchors it) and, anchored, the servers' rule, on top of the browser's own
 * `type=email` check. A domain without a dot reaches no one outside an intranet.
 */
export const emailDomainPattern = "[^@\\s]+@[^@\\s]+\\.[^@\\s]+";

export const contactMessageRows = 5;
