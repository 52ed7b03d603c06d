import { describe, expect, it } from "vitest";
import { eventsCalendar } from "./calendar";
import { getEventCards } from "./content/events";

// Texts from content (Site settings, an event) reach every .ics the site writes: each event's file, /events.ics and
// the registration email's attachment. A control character in one must never add a line to the calendar.

const hostile = "Evil\r\nATTENDEE;CN=x:mailto:victim@example.org\rX-INJECTED:1";
const site = { siteUrl: "https://www.example.org", firmName: `Fern "leaf"${hostile}`, email: "events@example.org" };

/** The calendar's content lines, unfolded (RFC 5545 3.1); a bare CR or LF would split one into two. */
function contentLines(calendar: string): string[] {
  return calendar
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

/** Every line a property the site writes, none forged by a text; no line break but CRLF. */
function expectClean(calendar: string) {
  expect(calendar.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const names = contentLines(calendar).map((line) => line.match(/^[A-Z-]+/)?.[0]);
  expect(names).not.toContain("ATTENDEE");
  expect(names).not.toContain("X-INJECTED");
  expect(names).not.toContain(undefined);
}

describe("the calendar", () => {
  it("writes no line a text of the content carries, in an event's file and in the feed", async () => {
    const [event] = await getEventCards();
    if (!event) throw new Error("the dataset has no event");
    const tampered = { ...event, title: `Title${hostile}`, summary: `First line\nSecond${hostile}` };
    const single = eventsCalendar([tampered], site, `Events${hostile}`);
    expectClean(single);
    const organizer = contentLines(single).find((line) => line.startsWith("ORGANIZER"));
    // The quoted CN holds no double quote of its own: it ends where the site ends it.
    expect(organizer).toMatch(/^ORGANIZER;CN="[^"]*":MAILTO:events@example\.org$/);
    // The description keeps its line break, as an escaped \n.
    expect(contentLines(single).find((line) => line.startsWith("DESCRIPTION"))).toMatch(/^DESCRIPTION:First line\\nSecond/);
  });

  it("writes no line a text carries in the feed with no event", () => {
    const empty = eventsCalendar([], site, `Events${hostile}`);
    expectClean(empty);
    expect(contentLines(empty).filter((line) => line.startsWith("PRODID"))).toHaveLength(1);
  });
});
