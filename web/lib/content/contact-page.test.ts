import { contactServiceValues } from "@site/schemas/addresses";
import { describe, expect, it } from "vitest";
import { contactPageContent, getContactPage } from "./contact-page";

// The bundled contact page parsed by its query and zod schema: what the form needs is there, whatever
// words an editor chooses, and words the form cannot use are refused with a message for the editor.
describe("the contact page content", () => {
  it("parses, with the {email} slot in the failure banner", async () => {
    const page = await getContactPage();
    expect(page.banners.errorText).toContain("{email}");
  });

  it("refuses a failure banner without the {email} slot, naming the field", async () => {
    const page = await getContactPage();
    const broken = { ...page, banners: { ...page.banners, errorText: "Something went wrong." } };
    const result = contactPageContent.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["banners", "errorText"], message: expect.stringContaining("{email}") });
  });

  it("labels each of the thirteen service values once", async () => {
    const { form } = await getContactPage();
    expect(form.serviceOptions.map((option) => option.value)).toEqual([...contactServiceValues]);
    expect(contactServiceValues).toHaveLength(13);
  });
});
