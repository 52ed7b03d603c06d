import { describe, expect, it } from "vitest";
import { currentHref, linkCurrent } from "./current-link";

describe("the top bar's current link", () => {
  const nav = ["/", "/about", "/services", "/blog", "/contact"];

  it("is the page itself, marked as the page", () => {
    expect(currentHref(nav, "/services")).toBe("/services");
    expect(linkCurrent("/services", "/services")).toBe("page");
    expect(currentHref(nav, "/")).toBe("/");
  });

  it("is the section a nested page belongs to, marked as current but not as the page", () => {
    expect(currentHref(nav, "/services/telemedicine")).toBe("/services");
    expect(linkCurrent("/services", "/services/telemedicine")).toBe("true");
    expect(linkCurrent("/", "/services/telemedicine")).toBeUndefined();
  });

  it("is none on a page outside the top bar's sections, or with no address (the 404 page)", () => {
    expect(currentHref(nav, "/privacy-policy")).toBeUndefined();
    expect(currentHref(nav, "/servicesx")).toBeUndefined();
    expect(currentHref(nav, null)).toBeUndefined();
  });
});
