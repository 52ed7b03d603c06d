// The one SMTP server of the tests, benchmarks and test servers: a real one (npm smtp-server) on a
// loopback port. It keeps every message received, with its envelope, and tells `onMessage` of each; it
// can refuse mail (a failing relay: `state.reject`), hold every message before accepting it (a slow relay:
// `state.hold`) or answer each after a delay (`replyDelayMs`), and resolves `nextMessage()` when a
// message starts to arrive. Plain JavaScript: the browser suite's server (tests/serve.mjs) and the
// scripts import it too.
import { setTimeout as delay } from "node:timers/promises";
import { SMTPServer } from "smtp-server";

/** @typedef {{ to: string[]; data: string }} ReceivedEmail */

/**
 * @param {{ onMessage?: (email: ReceivedEmail) => void; replyDelayMs?: number }} [options]
 */
export async function startSmtp({ onMessage, replyDelayMs = 0 } = {}) {
  /** @type {ReceivedEmail[]} */
  const received = [];
  /** @type {{ reject: boolean; hold?: Promise<void> }} */
  const state = { reject: false };
  /** @type {Set<() => void>} */
  const arrivals = new Set();
  /**
   * Resolves when the next message's data starts to arrive.
   * @returns {Promise<void>}
   */
  const nextMessage = () => new Promise((resolve) => arrivals.add(resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      for (const arrived of arrivals) arrived();
      arrivals.clear();
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on("end", async () => {
        await state.hold;
        if (replyDelayMs) await delay(replyDelayMs);
        if (state.reject) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 451 }));
        const email = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString("utf8") };
        received.push(email);
        onMessage?.(email);
        callback();
      });
    },
  });
  // A client gone mid-session (a site instance killed under traffic while it sent a notification) is an event a
  // server meets, not a failure of the tests: smtp-server reports it as an error on the server, which must be heard.
  server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error(`test SMTP server: ${error.message}`);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const port = /** @type {import("node:net").AddressInfo} */ (server.server.address()).port;
  /** @returns {Promise<void>} */
  const close = () => new Promise((resolve) => server.close(() => resolve()));
  return { server, port, received, state, nextMessage, close };
}

/**
 * A header of a received email (unfolded), or undefined.
 * @param {string} data
 * @param {string} name
 * @returns {string | undefined}
 */
export function emailHeader(data, name) {
  const head = data.slice(0, data.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * The text of a received email's body: after the headers, quoted-printable undone.
 * @param {string} data
 * @returns {string}
 */
export function plainBody(data) {
  const body = data.slice(data.indexOf("\r\n\r\n") + 4);
  const bytes = Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, /** @type {string} */ hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8").replace(/\r\n/g, "\n");
}
