import { describe, expect, it } from "vitest";
import { formatDay, formatMonth } from "./format-date";

describe("content dates", () => {
  it("reads an ISO day as that calendar day, whatever the server's time zone", () => {
    expect(formatDay("2024-03-01", "en-US")).toBe("March 1, 2024");
    expect(formatDay("2024-01-03", "en-US")).toBe("January 3, 2024");
    expect(formatMonth("2024-03-01", "en-US")).toBe("March 2024");
  });

  it("writes the date in the site's language", () => {
    expect(formatDay("2024-03-01", "en-GB")).toBe("1 March 2024");
  });
});
