import { expect, test } from "@playwright/test";
import { expectInert, expectOwnMetadata } from "./page-meta";

const categories = ["All", "Technology", "Regulatory", "Workforce", "Revenue Cycle", "Telemedicine", "Population Health"];

test.beforeEach(async ({ page }) => {
  await page.goto("/blog");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Healthcare Insights Blog \|/);
});

test("seven category buttons that do not filter", async ({ page }) => {
  const buttons = page.getByRole("list", { name: "Post categories" }).getByRole("button");
  await expect(buttons).toHaveText(categories);
  for (const button of await buttons.all()) await expect(button).toHaveAttribute("type", "button");
  await expectInert(page, buttons.nth(2));
  await expect(page.locator("main article")).toHaveCount(6);
});

test("six posts, each an article with its illustration, title, excerpt, author, date, category and read time", async ({ page }) => {
  const posts = page.locator("main article");
  await expect(posts).toHaveCount(6);
  for (const post of await posts.all()) {
    const image = post.locator("img");
    await expect(image).toHaveAttribute("src", /^\/illustrations\/[a-z-]+\.svg$/);
    await expect(image).toHaveAttribute("alt", "");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Post links do nothing in the specification: the title is text, not a link to nowhere.
    await expect(post.locator("a")).toHaveCount(0);
    await expect(post.getByRole("heading", { level: 3 })).toHaveText(/\S.{9,}/);
    await expect(post.locator("p").nth(1)).toHaveText(/\S/); // title's sibling paragraphs: meta, excerpt
    await expect(post.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(post).toContainText(/\d+ min read/);
    await expect(post).toContainText(/By \S/);
    const category = await post.locator("p span").first().textContent();
    expect(categories.slice(1)).toContain(category);
  }
});

test("pagination shows pages 1 to 3 and does nothing", async ({ page }) => {
  const pagination = page.getByRole("navigation", { name: "Blog pages" });
  const pages = pagination.getByRole("button");
  await expect(pages).toHaveText(["Page1", "Page2", "Page3"]);
  await expect(pagination.getByRole("button", { name: "Page 2" })).toBeVisible();
  await expect(pages.first()).toHaveAttribute("aria-current", "page");
  await expectInert(page, pages.nth(1));
  await expect(pages.first()).toHaveAttribute("aria-current", "page");
});

test("a newsletter box: a native form posting an email address the browser checks first", async ({ page }) => {
  const form = page.locator('section[data-section="newsletter"] form');
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/api/newsletter");
  const email = form.getByLabel("Email address");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("placeholder", /@/);
  await expect(email).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("autocomplete", "email");
  // The browser refuses an address that is not one, before anything is sent.
  await email.fill("not an email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  // The consent wording is the field's description.
  const described = await email.getAttribute("aria-describedby");
  await expect(page.locator(`#${described}`)).not.toBeEmpty();
});
