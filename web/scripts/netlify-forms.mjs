// Writes public/__forms.html, the static skeleton of the contact form that Netlify's deploy-time form
// detection reads, from the shared field list. Run after changing schemas/objects/contact-fields.ts:
//   node scripts/netlify-forms.mjs        (a unit test fails while the file is out of date)
import { writeFileSync } from "node:fs";
import { netlifyFormsFile, netlifySkeletonHtml } from "../lib/contact/netlify-skeleton.ts";

const file = new URL(`../public/${netlifyFormsFile}`, import.meta.url);
writeFileSync(file, netlifySkeletonHtml());
console.log(`wrote ${file.pathname}`);
