import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import type { ContactConfig } from "../env";
import { loadErrorPageCopy } from "./copy";
import { createContactHandler } from "./handler";

// Staff notification against a real SMTP server (npm smtp-server) on loopback.

type Received = { to: string[]; data: string };

async function startSmtp() {
  const received: Received[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.reject) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, state };
}

const servers: SMTPServer[] = [];
const handlers: Array<ReturnType<typeof createContactHandler>> = [];
afterEach(async () => {
  for (const handler of handlers.splice(0)) {
    handler.notifier?.close();
    handler.store.close();
  }
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

function handlerFor(port: number) {
  const config: ContactConfig = {
    target: "self",
    postPath: "/",
    dataDir: mkdtempSync(join(tmpdir(), "contact-smtp-")),
    rateLimit: { max: 1000, windowSeconds: 60 },
    smtp: {
      host: "127.0.0.1",
      port,
      secure: false,
      auth: undefined,
      from: "site@fernleaf.test",
      to: "staff@fernleaf.test",
      retrySeconds: 3600,
    },
  };
  const handler = createContactHandler({ config, loadCopy: loadErrorPageCopy });
  handlers.push(handler);
  return handler;
}

const form = (name: string) =>
  new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ "form-name": "contact", "bot-field": "", name, email: "pat@example.org", message: `Hello from ${name}` }),
  });

describe("staff notification by SMTP", () => {
  it("emails staff once per stored submission, after it is committed", async () => {
    const smtp = await startSmtp();
    servers.push(smtp.server);
    const handler = handlerFor(smtp.port);
    expect((await handler.POST(form("Pat Lee"))).status).toBe(200);
    await handler.notifier?.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["staff@fernleaf.test"]);
    expect(smtp.received[0]?.data).toContain("Hello from Pat Lee");
    const [row] = handler.store.all();
    expect(row?.notified_at).not.toBeNull();
    await handler.notifier?.flush();
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps the row when a send fails and sends it on a later flush", async () => {
    const smtp = await startSmtp();
    servers.push(smtp.server);
    smtp.state.reject = true;
    const handler = handlerFor(smtp.port);
    expect((await handler.POST(form("First Visitor"))).status).toBe(200);
    await handler.notifier?.flush();
    expect(smtp.received).toHaveLength(0);
    const [failed] = handler.store.all();
    expect(failed).toMatchObject({ name: "First Visitor", notified_at: null });
    expect(failed?.notify_attempts).toBeGreaterThanOrEqual(1);

    // The next submission retries the failed one too.
    smtp.state.reject = false;
    expect((await handler.POST(form("Second Visitor"))).status).toBe(200);
    await handler.notifier?.flush();
    expect(smtp.received.map((mail) => mail.data.includes("First Visitor"))).toContain(true);
    expect(smtp.received).toHaveLength(2);
    for (const row of handler.store.all()) expect(row.notified_at).not.toBeNull();
  });

  it("stores and answers 2xx even when the SMTP server is unreachable", async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    const handler = handlerFor(port);
    expect((await handler.POST(form("Offline Case"))).status).toBe(200);
    await handler.notifier?.flush();
    const [row] = handler.store.all();
    expect(row).toMatchObject({ name: "Offline Case", notified_at: null });
    expect(row?.notify_attempts).toBeGreaterThanOrEqual(1);
  });
});
