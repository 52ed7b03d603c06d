import { describe, expect, it } from "vitest";
import { formatDay, formatMonth } from "./format-date";

describe("content dates", () => {
  it("reads an ISO day as that calendar day, whatever the server's time zone", () => {
    expect(formatDay("2024-03-01")).toBe("March 1, 2024");
    expect(formatDay("2024-01-03")).toBe("January 3, 2024");
    expect(formatMonth("2024-03-01")).toBe("March 2024");
  });
});
