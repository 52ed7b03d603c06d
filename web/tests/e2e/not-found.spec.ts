import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the layout and a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("header")).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator('main a[href="/"]')).toHaveCount(1);
  await expect(page).toHaveTitle(/\S/);
  // Under a known prefix too: an unknown service is the same page.
  expect((await page.request.get("/services/no-such-service")).status()).toBe(404);
});
