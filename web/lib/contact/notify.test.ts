import { afterEach, describe, expect, it, vi } from "vitest";
import { type StoreKind, storeKinds, storeUnderTest } from "@/tests/contact-stores";
import { contactConfig, staffSmtp } from "@/tests/handler-configs";
import { plainBody, startSmtp } from "@/tests/smtp.mjs";
import { getContactPage } from "../content/contact-page";
import { loadContactAnswerCopy, loadStaffNotice } from "./copy";
import { createContactHandler } from "./handler";

// Staff notification against a real SMTP server (npm smtp-server) on loopback, on each real store.

const servers: Array<Awaited<ReturnType<typeof startSmtp>>> = [];
const handlers: Array<ReturnType<typeof createContactHandler>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const handler of handlers.splice(0)) await handler.close();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function handlerFor(kind: StoreKind, port: number) {
  const store = await storeUnderTest(kind);
  const config = contactConfig(store, { smtp: staffSmtp(port) });
  const handler = createContactHandler({ config, loadCopy: loadContactAnswerCopy, loadStaffNotice });
  handlers.push(handler);
  return { handler, store };
}

const form = (name: string) =>
  new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ "form-name": "contact", "bot-field": "", name, email: "pat@example.org", message: `Hello from ${name}` }),
  });

describe.each(storeKinds)("staff notification by SMTP on %s", (kind) => {
  it("emails staff once per stored submission, after it is committed", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const { handler } = await handlerFor(kind, smtp.port);
    expect((await handler.POST(form("Pat Lee"))).status).toBe(200);
    await handler.notifier?.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["staff@fernleaf.test"]);
    expect(smtp.received[0]?.data).toContain("Hello from Pat Lee");
    // The notice editors write for staff (what to do with health information) comes first.
    const { staffNotice } = await getContactPage();
    expect(plainBody(smtp.received[0]?.data ?? "").startsWith(`${staffNotice}\n\n`)).toBe(true);
    const [row] = await handler.store.all();
    expect(row?.notified_at).not.toBeNull();
    await handler.notifier?.flush();
    expect(smtp.received).toHaveLength(1);
  });

  it("strips invisible format characters from the message in the staff email, keeping its line breaks", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const { handler } = await handlerFor(kind, smtp.port);
    // A right-to-left override, a zero-width space, isolates and a byte-order mark disguise what staff read.
    const disguised = "Please call \u202Etxt.exe\u202C today\u200B.\r\nSecond \u2066line\u2069\uFEFF\nThird line";
    const post = form("Format Characters");
    const body = new URLSearchParams(await post.text());
    body.set("message", disguised);
    const response = await handler.POST(new Request(post.url, { method: "POST", headers: post.headers, body }));
    expect(response.status).toBe(200);
    await handler.notifier?.flush();
    const text = plainBody(smtp.received[0]?.data ?? "");
    expect(text).toContain("Please call txt.exe today.\nSecond line\nThird line");
    expect(text).not.toMatch(/[\u202A-\u202E\u200B-\u200F\u2066-\u2069\uFEFF]/u);
  });

  it("keeps the row when a send fails and sends it on a later flush", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    smtp.state.reject = true;
    const { handler } = await handlerFor(kind, smtp.port);
    expect((await handler.POST(form("First Visitor"))).status).toBe(200);
    await handler.notifier?.flush();
    expect(smtp.received).toHaveLength(0);
    const [failed] = await handler.store.all();
    expect(failed).toMatchObject({ name: "First Visitor", notified_at: null });
    expect(failed?.notify_attempts).toBeGreaterThanOrEqual(1);

    // The next submission retries the failed one too.
    smtp.state.reject = false;
    expect((await handler.POST(form("Second Visitor"))).status).toBe(200);
    await handler.notifier?.flush();
    expect(smtp.received.map((mail) => mail.data.includes("First Visitor"))).toContain(true);
    expect(smtp.received).toHaveLength(2);
    for (const row of await handler.store.all()) expect(row.notified_at).not.toBeNull();
  });

  it("stores and answers 2xx even when the SMTP server is unreachable", async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const { handler } = await handlerFor(kind, port);
    expect((await handler.POST(form("Offline Case"))).status).toBe(200);
    await handler.notifier?.flush();
    const [row] = await handler.store.all();
    expect(row).toMatchObject({ name: "Offline Case", notified_at: null });
    expect(row?.notify_attempts).toBeGreaterThanOrEqual(1);
  });

  it("keeps sending when a row cannot be marked, and marks it on a later flush without a second email", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const { handler, store } = await handlerFor(kind, smtp.port);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await handler.POST(form("Unmarkable Row"))).status).toBe(200);
    await handler.notifier?.flush();
    smtp.received.length = 0;
    // The database refuses to mark the first row as notified (a real failure inside the store).
    await store.exec("UPDATE submissions SET notified_at = NULL");
    await store.exec(
      kind === "sqlite"
        ? "CREATE TRIGGER refuse_mark BEFORE UPDATE OF notified_at ON submissions WHEN NEW.id = 1 AND NEW.notified_at IS NOT NULL BEGIN SELECT RAISE(ABORT, 'refused'); END;"
        : `CREATE FUNCTION refuse_mark() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
           CREATE TRIGGER refuse_mark BEFORE UPDATE OF notified_at ON submissions FOR EACH ROW
             WHEN (NEW.id = 1 AND NEW.notified_at IS NOT NULL) EXECUTE FUNCTION refuse_mark();`,
    );
    expect((await handler.POST(form("Next Visitor"))).status).toBe(200);
    await handler.notifier?.flush();
    // Both emails went out: the failed mark of the first did not stop the second.
    expect(smtp.received.map((mail) => /Unmarkable Row|Next Visitor/.exec(mail.data)?.[0]).sort()).toEqual([
      "Next Visitor",
      "Unmarkable Row",
    ]);
    const rows = await handler.store.all();
    expect(rows.map((row) => row.notified_at === null)).toEqual([true, false]);
    expect(errors.mock.calls.flat().join("\n")).toMatch(/submission 1 was sent but could not be marked; it may be sent again/);

    await store.exec(`DROP TRIGGER refuse_mark${kind === "postgres" ? " ON submissions" : ""}`);
    await handler.notifier?.flush();
    expect(smtp.received.filter((mail) => mail.data.includes("Unmarkable Row"))).toHaveLength(1);
    for (const row of await handler.store.all()) expect(row.notified_at).not.toBeNull();
  });
});
