import { describe, expect, it } from "vitest";
import { formatEventStart as start, formatEventTime as time, zoneName } from "./format-event-time";

// ICU puts thin and narrow no-break spaces around the dash and before AM/PM: compared as plain spaces.
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, " ");
const formatEventTime = (...args: Parameters<typeof time>) => plain(time(...args));
const formatEventStart = (...args: Parameters<typeof start>) => plain(start(...args));

describe("event times", () => {
  it("shows the times in the event's zone and names the zone, winter and summer", () => {
    expect(formatEventTime("2027-01-12T18:00:00Z", "2027-01-12T19:00:00Z", "America/New_York", "en-US")).toBe(
      "Tuesday, January 12, 2027, 1:00 – 2:00 PM (Eastern Standard Time)",
    );
    expect(zoneName("2027-07-12T18:00:00Z", "America/Chicago", "en-US")).toBe("Central Daylight Time");
    expect(formatEventStart("2027-01-12T18:00:00Z", "America/Los_Angeles", "en-US")).toBe("January 12, 2027 at 10:00 AM PST");
  });
});
