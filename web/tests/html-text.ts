// Reading the answer pages' markup in unit tests: text as React writes it into HTML, and a tag by its id.

/** A text as React escapes it in HTML (text and attribute values alike). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char);

/** The opening tag of the element with this id (its attributes, in any order), or undefined. */
export const tagWithId = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`))?.[0];
