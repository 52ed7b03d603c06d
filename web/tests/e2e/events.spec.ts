import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, test } from "@playwright/test";
import { eventCalendarPath, eventPath, eventsFeedPath, eventsPath } from "@site/schemas/addresses";
import { simpleParser } from "mailparser";
import ical, { type CalendarResponse, type VEvent } from "node-ical";
import { e2eContactDataDir, e2eMailDir } from "../e2e-server";
import { emailHeader } from "../smtp.mjs";
import { axeViolations } from "./axe";
import { documentById, documentsOfType } from "./routes";

// The events list and an event's page at both widths (the desktop and phone projects), their calendar files
// parsed with a calendar parser; every expected word, and which events are upcoming (not yet ended), is read
// from the dataset the suite's server starts from.

type StoredEvent = { _id: string; title: string; slug: { current: string }; start: string; end: string; status: string; timeZone: string };
const events = documentsOfType<StoredEvent>("event");
const isUpcoming = (event: StoredEvent) => Date.parse(event.end) > Date.now();
const upcoming = events.filter(isUpcoming).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
const past = events.filter((event) => !isUpcoming(event)).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
const listing = (documentById<{ sections: { _type: string }[] }>("page-events").sections.find(
  (section) => section._type === "eventListing",
) ?? {}) as {
  upcomingHeading: string;
  pastHeading: string;
  canceledLabel: string;
  pastLabel: string;
  recordingLabel: string;
  calendarLabel: string;
  pagination: { pageSize: number };
  registration: {
    heading: string;
    nameLabel: string;
    emailLabel: string;
    organizationLabel: string;
    roleLabel: string;
    consentLabel: string;
    submitLabel: string;
    confirmedHeading: string;
    waitlistedHeading: string;
    cancelButton: string;
    canceledHeading: string;
    backLabel: string;
  };
};

/** The events of a parsed calendar. */
const vevents = (calendar: CalendarResponse): VEvent[] =>
  Object.values(calendar).filter((entry): entry is VEvent => entry !== undefined && entry.type === "VEVENT");

async function expectAccessibleWithoutScript(page: Page) {
  const types = await page.locator("script").evaluateAll((scripts) => scripts.map((script) => script.getAttribute("type")));
  expect(types.filter((type) => type !== "application/ld+json")).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

test("/events: upcoming events soonest first, then past ones with their recordings; no script, no axe violation", {
  tag: "@desktop",
}, async ({ page }) => {
  expect(await (await page.goto(eventsPath))?.status()).toBe(200);
  const ordered = [...upcoming, ...past].slice(0, listing.pagination.pageSize);
  await expect(page.locator("main article[data-event] h4")).toHaveText(ordered.map((event) => event.title));
  const shownPast = past.filter((event) => ordered.includes(event));
  if (upcoming.length > 0) await expect(page.getByRole("heading", { name: listing.upcomingHeading })).toBeVisible();
  if (shownPast.length > 0) await expect(page.getByRole("heading", { name: listing.pastHeading })).toBeVisible();
  for (const event of shownPast) {
    const card = page.locator(`article[data-event="${event.slug.current}"]`);
    await expect(card.locator("[data-event-state]")).toHaveText(event.status === "canceled" ? listing.canceledLabel : listing.pastLabel);
  }
  for (const event of upcoming.filter((entry) => entry.status === "canceled")) {
    await expect(page.locator(`article[data-event="${event.slug.current}"] [data-event-state]`)).toHaveText(listing.canceledLabel);
  }
  await expectAccessibleWithoutScript(page);
});

test("an upcoming event's page: its time in its zone with the zone named, Event JSON-LD, its calendar file parses", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const event = upcoming.find((entry) => entry.status === "scheduled");
  if (!event) throw new Error("the dataset has no upcoming scheduled event: the events tests need one");
  await page.goto(eventPath(event.slug.current));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
  const zone = new Intl.DateTimeFormat("en-US", { timeZone: event.timeZone, timeZoneName: "long" })
    .formatToParts(new Date(event.start))
    .find((part) => part.type === "timeZoneName")?.value;
  await expect(page.locator("[data-event-time]")).toContainText(zone ?? "?");
  const hour = new Intl.DateTimeFormat("en-US", { timeZone: event.timeZone, hour: "numeric" })
    .format(new Date(event.start))
    .replace(/\s*[AP]M/, "");
  await expect(page.locator("[data-event-time]")).toContainText(`${hour}:`);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((text) => (JSON.parse(text)["@graph"] ?? [JSON.parse(text)]) as Record<string, unknown>[])
    .find((node) => node["@type"] === "Event");
  expect(ld).toMatchObject({
    name: event.title,
    startDate: event.start,
    endDate: event.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: expect.stringMatching(/^https:\/\/schema\.org\/(Online|Offline)EventAttendanceMode$/),
    location: expect.objectContaining({ "@type": expect.stringMatching(/^(VirtualLocation|Place)$/) }),
    organizer: expect.objectContaining({ "@type": "Organization" }),
    performer: expect.arrayContaining([expect.objectContaining({ "@type": "Person" })]),
  });
  await expectAccessibleWithoutScript(page);

  const link = page.getByRole("link", { name: listing.calendarLabel });
  await expect(link).toHaveAttribute("href", eventCalendarPath(event.slug.current));
  const file = await request.get(eventCalendarPath(event.slug.current));
  expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
  const parsed = vevents(ical.sync.parseICS(await file.text()));
  expect(parsed).toHaveLength(1);
  const vevent = parsed[0] as VEvent;
  expect(vevent.summary).toBe(event.title);
  expect(vevent.start.getTime()).toBe(Date.parse(event.start));
  expect(vevent.end?.getTime()).toBe(Date.parse(event.end));
  expect(vevent.uid).toContain(event._id);
});

test("a past event's page says it took place and offers its recording; a canceled one says so", { tag: "@desktop" }, async ({ page }) => {
  for (const event of past.slice(0, 1)) {
    await page.goto(eventPath(event.slug.current));
    await expect(page.locator("header [data-event-state], article [data-event-state]").first()).toHaveText(listing.pastLabel);
    await expect(page.getByRole("link", { name: listing.recordingLabel })).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("link", { name: listing.calendarLabel })).toHaveCount(0);
  }
  for (const event of events.filter((entry) => entry.status === "canceled").slice(0, 1)) {
    await page.goto(eventPath(event.slug.current));
    await expect(page.locator("article [data-event-state]").first()).toHaveText(listing.canceledLabel);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join("")).toContain("https://schema.org/EventCancelled");
  }
});

test("/events.ics is a calendar feed of the upcoming events that a parser reads", { tag: "@desktop" }, async ({ request }) => {
  const response = await request.get(eventsFeedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  const parsed = vevents(ical.sync.parseICS(await response.text()));
  expect(parsed.map((entry) => entry.summary).sort()).toEqual(upcoming.map((event) => event.title).sort());
  for (const entry of parsed) expect(entry.end?.getTime()).toBeGreaterThan(Date.now());
});

/** Every email the SMTP server beside the site has received for an address, oldest first. */
function emailsTo(address: string): string[] {
  if (!existsSync(e2eMailDir)) return [];
  return readdirSync(e2eMailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readFileSync(join(e2eMailDir, name), "utf8"))
    .filter((data) => emailHeader(data, "X-Envelope-To") === address);
}

/** The registrations stored for an address, read from the server's SQLite file. */
function registrationsOf(address: string): Array<{ status: string; event_slug: string }> {
  const file = join(e2eContactDataDir, "submissions.sqlite");
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE name = 'event_registrations'").get();
    return table
      ? (db.prepare("SELECT status, event_slug FROM event_registrations WHERE email = ?").all(address) as Array<{
          status: string;
          event_slug: string;
        }>)
      : [];
  } finally {
    db.close();
  }
}

test.describe("registration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("register → stored → a confirmation email with a calendar file that parses → its cancel link cancels", { tag: "@desktop" }, async ({
    page,
  }) => {
    const event = upcoming.find((entry) => entry.status === "scheduled" && (entry as { registration?: string }).registration !== "closed");
    if (!event) throw new Error("the dataset has no upcoming event open for registration");
    const words = listing.registration;
    const address = `registrant-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
    await page.goto(eventPath(event.slug.current));
    const form = page.getByRole("form", { name: words.heading });
    await form.getByLabel(words.nameLabel).fill("Dana Reyes");
    await form.getByLabel(words.emailLabel).fill(address);
    await form.getByLabel(words.organizationLabel).fill("Riverside Health");
    await form.getByLabel(words.roleLabel).fill("Revenue cycle director");
    await form.getByLabel(words.consentLabel).check();
    await form.getByRole("button", { name: words.submitLabel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^(${words.confirmedHeading}|${words.waitlistedHeading})$`),
    );
    // The way back leads to the event.
    await expect(page.getByRole("main").getByRole("link", { name: words.backLabel })).toHaveAttribute(
      "href",
      eventPath(event.slug.current),
    );
    // Stored before that answer: the row is there now.
    expect(registrationsOf(address)).toEqual([
      { status: expect.stringMatching(/^(confirmed|waitlisted)$/), event_slug: event.slug.current },
    ]);

    await expect.poll(() => emailsTo(address).length, { message: `an email to ${address}` }).toBeGreaterThan(0);
    const mail = await simpleParser(emailsTo(address)[0] ?? "");
    const attachment = mail.attachments.find((part) => part.contentType === "text/calendar");
    const parsed = vevents(ical.sync.parseICS(attachment?.content.toString("utf8") ?? ""));
    expect(parsed.map((entry) => entry.summary)).toEqual([event.title]);
    expect(parsed[0]?.start.getTime()).toBe(Date.parse(event.start));

    const cancel = /https?:\/\/\S+\/api\/events\/cancel\?token=\S+/.exec(mail.text ?? "")?.[0];
    expect(cancel, "a cancel link").toBeDefined();
    await page.goto(cancel ?? "");
    expect(registrationsOf(address)).toHaveLength(1); // opening the link changes nothing
    await page.getByRole("button", { name: words.cancelButton }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.canceledHeading);
    expect(registrationsOf(address)).toEqual([]);
  });

  test("a refused registration comes back as the event's form holding what was sent, with the way back to the event", {
    tag: "@desktop",
  }, async ({ page }) => {
    const event = upcoming.find((entry) => entry.status === "scheduled" && (entry as { registration?: string }).registration !== "closed");
    if (!event) throw new Error("the dataset has no upcoming event open for registration");
    const words = listing.registration;
    const address = `kept-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
    await page.goto(eventPath(event.slug.current));
    const form = page.getByRole("form", { name: words.heading });
    // An older browser that checks nothing: an address without a dot in its domain, which the server refuses.
    await form.evaluate((element) => {
      (element as HTMLFormElement).noValidate = true;
    });
    await form.getByLabel(words.nameLabel).fill("Dana Reyes");
    await form.getByLabel(words.emailLabel).fill("dana@riverside");
    await form.getByLabel(words.organizationLabel).fill("Riverside Health");
    await form.getByLabel(words.roleLabel).fill("Revenue cycle director");
    await form.getByLabel(words.consentLabel).check();
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: words.submitLabel }).click();
    expect((await answer).status()).toBe(400);
    const again = page.getByRole("form", { name: words.heading });
    await expect(again.getByLabel(words.nameLabel)).toHaveValue("Dana Reyes");
    await expect(again.getByLabel(words.emailLabel)).toHaveValue("dana@riverside");
    await expect(again.getByLabel(words.roleLabel)).toHaveValue("Revenue cycle director");
    await expect(again.getByLabel(words.consentLabel)).toBeChecked();
    await expect(page.getByRole("main").getByRole("link", { name: words.backLabel })).toHaveAttribute(
      "href",
      eventPath(event.slug.current),
    );
    expect(registrationsOf(address)).toEqual([]);
    await again.getByLabel(words.emailLabel).fill(address);
    await again.getByRole("button", { name: words.submitLabel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^(${words.confirmedHeading}|${words.waitlistedHeading})$`),
    );
    expect(registrationsOf(address)).toHaveLength(1);
  });
});

test("the home page and the pages of the services an upcoming event concerns show it; other services show no events band", {
  tag: "@desktop",
}, async ({ page }) => {
  type Scheduled = StoredEvent & { services?: { _ref: string }[] };
  const next = (upcoming as Scheduled[]).filter((event) => event.status === "scheduled");
  const home = documentById<{ sections: { _type: string; count?: number }[] }>("page-home").sections.find(
    (section) => section._type === "upcomingEvents",
  );
  await page.goto("/");
  const band = page.locator("[data-upcoming-events]");
  if (home && next.length > 0) await expect(band.locator("article h3")).toHaveText(next.slice(0, home.count).map((event) => event.title));
  else await expect(band).toHaveCount(0);
  const services = documentsOfType<{ _id: string; slug: { current: string } }>("service");
  const concerned = services.find((service) => next.some((event) => event.services?.some((ref) => ref._ref === service._id)));
  const unconcerned = services.find((service) => !next.some((event) => event.services?.some((ref) => ref._ref === service._id)));
  if (concerned) {
    await page.goto(`/services/${concerned.slug.current}`);
    const titles = next
      .filter((event) => event.services?.some((ref) => ref._ref === concerned._id))
      .slice(0, 3)
      .map((event) => event.title);
    await expect(page.locator("[data-upcoming-events] article h3")).toHaveText(titles);
  }
  if (unconcerned) {
    await page.goto(`/services/${unconcerned.slug.current}`);
    await expect(page.locator("[data-upcoming-events]")).toHaveCount(0);
  }
});
