import { expect, test } from "@playwright/test";
import { documentById } from "./routes";

// Care with health information, as editors wrote it: the notice beside the message field, the privacy
// policy at the Send button, and the accessibility statement linked from the footer.

type ContactForm = { form: { healthNotice: string; privacyLinkLabel: string; privacyPage: { _ref: string } } };
type Page = { slug: { current: string }; sections: { _type: string; heading?: string }[] };

const { form } = documentById<ContactForm>("contactPage");
const privacyPage = documentById<Page>(form.privacyPage._ref);

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the message field is described by the health-information notice", { tag: "@desktop" }, async ({ page }) => {
      await page.goto("/contact");
      const message = page.locator("main textarea[name=message]");
      await expect(message).toHaveAccessibleDescription(form.healthNotice);
      await expect(page.getByText(form.healthNotice)).toBeVisible();
    });

    test("the privacy policy is linked beside the Send button and opens", async ({ page }) => {
      await page.goto("/contact");
      const submit = page.locator("main form button[type=submit]");
      const link = page.locator("main form").getByRole("link", { name: form.privacyLinkLabel });
      await expect(link).toHaveAttribute("href", `/${privacyPage.slug.current}`);
      const [linkBox, submitBox] = [await link.boundingBox(), await submit.boundingBox()];
      expect(linkBox && submitBox, "both are drawn").toBeTruthy();
      // Next to the button: on the same row on a wide screen, just below it on a phone.
      if (linkBox && submitBox) expect(Math.abs(linkBox.y - submitBox.y)).toBeLessThan(submitBox.height * 2 + 24);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${privacyPage.slug.current}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.sections[0]?.heading ?? "");
    });
  });
}

test("the accessibility statement is linked from the footer and opens", { tag: "@desktop" }, async ({ page }) => {
  const statement = documentById<Page>("page-accessibility");
  await page.goto("/");
  const link = page.getByRole("contentinfo").locator(`a[href="/${statement.slug.current}"]`);
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(statement.sections[0]?.heading ?? "");
  await expect(page.locator("main time")).toHaveCount(1);
});
