import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import ical, { type VEvent } from "node-ical";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StoreKind, storeKinds, storeUnderTest } from "@/tests/contact-stores";
import { postWithDelayedBodies } from "@/tests/delayed-bodies";
import { newsletterConfig } from "@/tests/handler-configs";
import { escapeHtml, tagWithId } from "@/tests/html-text";
import { startSmtp } from "@/tests/smtp.mjs";
import { type EventCard, eventPath, getEventCards, getEventJoinLink } from "../content/events";
import type { NewsletterConfig } from "../form-settings";
import { registrationFields } from "./fields";
import { createRegistrationHandler } from "./handler";
import { loadRegistrationCopy } from "./instance";

// The real registration handler (the factory app/api/events/* use) on each real store, sending to a real SMTP
// server on loopback: register → stored → answered → an email with the event's calendar file (parsed) and a
// cancel link → cancelled, the waiting list's first taking the seat; 50 registrations at once for 10 seats.
// The event is the bundled dataset's first upcoming one, its words from the dataset.

vi.setConfig({ testTimeout: 60_000 });
const cli = join(import.meta.dirname, "..", "..", "..", "scripts", "registrations.mjs");
const handlersConfig = new WeakMap<object, { config: NewsletterConfig }>();
const socket = "203.0.113.7";
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function upcomingEvent(): Promise<EventCard> {
  const event = (await getEventCards()).find((entry) => entry.status === "scheduled" && entry.registration === "open");
  if (!event) throw new Error("the bundled dataset has no event open for registration");
  return event;
}

/** A handler whose events are the dataset's, the chosen one given `capacity` seats and a clock before its start. */
async function setup(kind: StoreKind, capacity: number | null, overrides: Partial<NewsletterConfig> = {}, instances = 1) {
  const store = await storeUnderTest(kind);
  const smtp = await startSmtp();
  closers.push(smtp.close);
  const event = { ...(await upcomingEvent()), capacity };
  const loadEvents = async () => (await getEventCards()).map((entry) => (entry._id === event._id ? event : entry));
  const config = newsletterConfig(store, smtp.port, {
    rateLimit: { max: 1000, windowSeconds: 600 },
    globalRateLimit: { max: 1000, windowSeconds: 600 },
    ...overrides,
  });
  const handlers = Array.from({ length: instances }, () =>
    createRegistrationHandler({ config, loadCopy: loadRegistrationCopy, loadEvents, now: () => Date.parse(event.start) - 3_600_000 }),
  );
  for (const handler of handlers) {
    closers.push(() => handler.close());
    handlersConfig.set(handler, { config });
  }
  return { handler: handlers[0] as (typeof handlers)[number], handlers, smtp, event };
}

const form = (event: EventCard, fields: Record<string, string> = {}) =>
  new URLSearchParams({
    [registrationFields.event]: event.slug,
    [registrationFields.name]: "Dana Reyes",
    [registrationFields.email]: "dana@example.org",
    [registrationFields.organization]: "Riverside Health",
    [registrationFields.role]: "Revenue cycle director",
    [registrationFields.consent]: "yes",
    [registrationFields.honeypot]: "",
    ...fields,
  }).toString();

const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/events/register", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe.each(storeKinds)("event registration on %s", (kind) => {
  it("stores the registration before the thank-you, then emails a valid calendar file and a cancel link that works", async () => {
    const { handler, smtp, event } = await setup(kind, 1);
    const copy = await loadRegistrationCopy();
    const response = await handler.register(post(form(event)), socket);
    // Answered only once stored: the row is there when the answer is.
    const [row] = await handler.store.list(event._id);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(copy.registration.confirmedHeading);
    expect(row).toMatchObject({ email: "dana@example.org", status: "confirmed", organization: "Riverside Health", address: socket });
    expect(row?.consent_text).toBe(copy.registration.consentLabel);

    await handler.sent();
    expect(smtp.received).toHaveLength(1);
    const mail = await simpleParser(smtp.received[0]?.data ?? "");
    expect(mail.subject).toBe(copy.registration.emailSubject.replace("{event}", event.title));
    const attachment = mail.attachments.find((part) => part.filename === `${event.slug}.ics`);
    expect(attachment?.contentType).toBe("text/calendar");
    const vevents = Object.values(ical.sync.parseICS(attachment?.content.toString("utf8") ?? "")).filter(
      (entry): entry is VEvent => entry?.type === "VEVENT",
    );
    expect(vevents).toHaveLength(1);
    expect(vevents[0]?.summary).toBe(event.title);
    expect(vevents[0]?.start.getTime()).toBe(Date.parse(event.start));
    // An online event's link to join: in the email of a seat, never on the waiting list's.
    const joinUrl = await getEventJoinLink(event.slug);
    expect(event.online && joinUrl).toMatch(/^https:\/\//);
    expect(mail.text).toContain(joinUrl);

    // A second person waits; the first cancels through the email's link; the second takes the seat and is told.
    expect((await handler.register(post(form(event, { email: "lee@example.org" })), socket)).status).toBe(200);
    await handler.sent();
    expect((await simpleParser(smtp.received.at(-1)?.data ?? "")).text).not.toContain(joinUrl);
    const cancel = /https:\/\/site\.test\/api\/events\/cancel\?token=\S+/.exec(mail.text ?? "")?.[0];
    expect(cancel).toBeDefined();
    const token = new URL(cancel ?? "").searchParams.get("token") ?? "";
    const page = await handler.cancel(new Request(`http://localhost/api/events/cancel?token=${token}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(copy.registration.cancelButton);
    expect((await handler.store.list(event._id)).map((entry) => entry.email)).toContain("dana@example.org"); // a GET changes nothing
    const done = await handler.cancel(
      new Request("http://localhost/api/events/cancel", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }).toString(),
      }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(copy.registration.canceledHeading);
    await handler.sent();
    expect((await handler.store.list(event._id)).map((entry) => [entry.email, entry.status])).toEqual([["lee@example.org", "confirmed"]]);
    expect(smtp.received.at(-1)?.to).toEqual(["lee@example.org"]);
    expect((await simpleParser(smtp.received.at(-1)?.data ?? "")).text).toContain(joinUrl);
    // A forged token does nothing.
    const forged = await handler.cancel(
      new Request("http://localhost/api/events/cancel", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: token.replace(/.$/, (c) => (c === "A" ? "B" : "A")) }).toString(),
      }),
    );
    expect(forged.status).toBe(400);
  });

  it("never over-books: 50 registrations at once for 10 seats store exactly 10 seats and 40 on the waiting list", async () => {
    // Two handlers (two connection pools on PostgreSQL, as two instances) take the posts in turn.
    const { handlers, event } = await setup(kind, 10, {}, 2);
    const bodies = Array.from({ length: 50 }, (_, i) => form(event, { email: `person${i}@example.org` }));
    let turn = 0;
    const statuses = await postWithDelayedBodies(
      bodies,
      (body) => post(body, { accept: "application/json" }),
      (request) =>
        (handlers[turn++ % handlers.length] ?? handlers[0])?.register(request, socket) ?? Promise.reject(new Error("no handler")),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    const rows = await handlers[0]?.store.list(event._id);
    expect(rows).toHaveLength(50);
    expect(rows?.filter((row) => row.status === "confirmed")).toHaveLength(10);
    expect(rows?.filter((row) => row.status === "waitlisted")).toHaveLength(40);

    // The staff command lists and exports the same registrations, per event, as CSV.
    const { config } = handlersConfig.get(handlers[0] as object) ?? {};
    const env = { ...process.env, CONTACT_DATA_DIR: config?.dataDir ?? "", DATABASE_URL: config?.databaseUrl ?? "" };
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { env, encoding: "utf8" });
    const exported = run("--event", event.slug, "--csv");
    expect(exported.status, exported.stderr).toBe(0);
    const lines = exported.stdout.trim().split("\r\n");
    expect(lines[0]?.split(",").slice(0, 4)).toEqual(["id", "event_slug", "status", "created_at"]);
    // Every cell is quoted (scripts/lib/store.mjs csvCell); none of these holds a comma.
    const statusOf = (line: string) => line.split(",")[2]?.replaceAll('"', "");
    expect(lines.slice(1).filter((line) => statusOf(line) === "confirmed")).toHaveLength(10);
    expect(lines.slice(1).filter((line) => statusOf(line) === "waitlisted")).toHaveLength(40);
    expect(run().stdout).toContain(`${event.slug}  10 registered, 40 on the waiting list`);
    expect(run("--event", "no-such-event", "--csv").stdout.trim().split("\r\n")).toHaveLength(1);
  });

  it("refuses another site's post, a closed or past event, and a bad field, storing nothing", async () => {
    const { handler, event } = await setup(kind, null);
    const { registrationRefusals: words, errorPage: newsletterWords } = await loadRegistrationCopy();
    const crossSite = await handler.register(post(form(event), { origin: "https://evil.example" }), socket);
    expect(crossSite.status).toBe(403);
    // Its page is the registration's own words, not the newsletter's ("your subscription did not go through").
    const crossSitePage = await crossSite.text();
    expect(crossSitePage).toContain(escapeHtml(words.title));
    expect(crossSitePage).toContain(escapeHtml(words.forbiddenText));
    expect(crossSitePage).not.toContain(escapeHtml(newsletterWords.title));
    const badEmail = await handler.register(post(form(event, { [registrationFields.email]: "not-an-address" })), socket);
    expect(badEmail.status).toBe(400);
    // The event's form again, holding what was sent, and the way back to the event.
    const badEmailPage = await badEmail.text();
    expect(badEmailPage).toContain(escapeHtml(words.invalidText));
    expect(tagWithId(badEmailPage, "registration-email")).toContain('value="not-an-address"');
    expect(tagWithId(badEmailPage, "registration-name")).toMatch(/value="[^"]+"/);
    expect(badEmailPage).toContain(`href="${eventPath(event.slug)}"`);
    expect((await handler.register(post(form(event, { [registrationFields.event]: "no-such-event" })), socket)).status).toBe(400);
    expect(
      (
        await handler.register(
          new Request("http://localhost/api/events/register", {
            method: "POST",
            body: "{}",
            headers: { "content-type": "application/json" },
          }),
          socket,
        )
      ).status,
    ).toBe(415);
    const late = createRegistrationHandler({
      config: newsletterConfig(await storeUnderTest(kind), 1, {}),
      loadCopy: loadRegistrationCopy,
      loadEvents: getEventCards,
      now: () => Date.parse(event.end) + 1,
    });
    closers.push(() => late.close());
    expect((await late.register(post(form(event)), socket)).status).toBe(409);
    expect(await handler.store.list(event._id)).toEqual([]);
  });
});
