import { readFileSync } from "node:fs";
import { contactPostedFields } from "@site/schemas/contact-fields";
import { describe, expect, it } from "vitest";
import { netlifyFormsFile, netlifySkeletonHtml } from "./netlify-skeleton";

const file = new URL(`../../public/${netlifyFormsFile}`, import.meta.url);

describe("the Netlify form skeleton in public/", () => {
  it("is the one generated from the shared field list (run node scripts/netlify-forms.mjs if not)", () => {
    expect(readFileSync(file, "utf8")).toBe(netlifySkeletonHtml());
  });

  it("names the contact form, its honeypot and exactly the fields the browser posts", () => {
    const html = readFileSync(file, "utf8");
    expect(html).toContain('<form name="contact" data-netlify="true" netlify-honeypot="bot-field" hidden>');
    const contactForm = html.slice(html.indexOf('<form name="contact"'), html.indexOf("</form>"));
    const names = [...contactForm.matchAll(/name="([^"]+)"/g)].map((match) => match[1]).filter((name) => name !== "contact");
    expect(names).toEqual([...contactPostedFields]);
  });

  it("names the newsletter form (form-name=newsletter), its honeypot and exactly the fields the box posts", () => {
    const html = readFileSync(file, "utf8");
    expect(html).toContain('<form name="newsletter" data-netlify="true" netlify-honeypot="bot-field" hidden>');
    const newsletterForm = html.slice(html.indexOf('<form name="newsletter"'), html.lastIndexOf("</form>"));
    const names = [...newsletterForm.matchAll(/name="([^"]+)"/g)].map((match) => match[1]).filter((name) => name !== "newsletter");
    expect(names).toEqual(["form-name", "bot-field", "consent", "email"]);
  });
});
