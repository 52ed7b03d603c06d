import { readableTime, zoneTitle } from "@site/schemas/zoned-time";
import { describe, expect, it } from "vitest";

// The Studio's Events list: a date a person reads, in the event's zone, the zone named as people say it.

describe("an event's time in the Studio's list", () => {
  it("is a readable date and time in the event's zone, the zone named", () => {
    expect(readableTime("2027-03-10T19:00:00.000Z", "America/New_York")).toBe("Mar 10, 2027, 2:00 PM Eastern Time (New York)");
    expect(readableTime("2027-07-10T04:00:00.000Z", "Australia/Sydney")).toBe("Jul 10, 2027, 2:00 PM Australian Eastern Time (Sydney)");
  });

  it("is absent without a time, and in UTC, so named, without a zone", () => {
    expect(readableTime(undefined, "America/New_York")).toBeUndefined();
    expect(readableTime("2027-03-10T19:00:00.000Z", undefined)).toBe("Mar 10, 2027, 7:00 PM UTC");
  });

  it("names a zone off the list by its IANA name", () => expect(zoneTitle("Africa/Lagos")).toBe("Africa/Lagos"));
});
