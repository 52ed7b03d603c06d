import { contactServiceValues } from "@site/schemas/contact-fields";
import { describe, expect, it } from "vitest";
import { getContactPage } from "./contact-page";

// The bundled contact page parsed by its query and zod schema, with the specification's words.
describe("the contact page content", () => {
  it("has the specified labels, placeholder, button and banner texts", async () => {
    const page = await getContactPage();
    expect(page.form).toMatchObject({ nameLabel: "Name *", emailLabel: "Email *", messageLabel: "Message *" });
    expect(page.form.messagePlaceholder).toBe("Tell us about your needs...");
    expect(page.form.sendingLabel).toBe("Sending...");
    expect(page.banners.success).toBe("Thank you! We've received your message and will get back to you within 24 hours.");
    expect(page.banners.errorHeading).toBe("Oops!");
    expect(page.banners.errorText).toBe("There was an error sending your message. Please email us directly at {email}.");
    expect(page.emailDirect).toMatchObject({ linkLabel: "Email Us Directly", subject: "Consultation Request" });
    expect(page.schedule.linkLabel).toBe("Schedule a Meeting");
    expect(page.availability.linkLabel).toBe("View Available Times");
  });

  it("labels each of the thirteen service values once", async () => {
    const { form } = await getContactPage();
    expect(form.serviceOptions.map((option) => option.value)).toEqual([...contactServiceValues]);
    expect(contactServiceValues).toHaveLength(13);
  });
});
