// A real SMTP server (npm smtp-server) on loopback for tests that send email: every message received,
// with its envelope, a switch to refuse mail (a failing relay), and a gate that holds every message
// before it is accepted (a slow relay), with an event when a message arrives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = { to: string[]; data: string };

export async function startSmtp() {
  const received: ReceivedEmail[] = [];
  const state: { reject: boolean; hold?: Promise<void> } = { reject: false };
  const arrivals = new Set<() => void>();
  /** Resolves when the next message's data starts to arrive. */
  const nextMessage = () => new Promise<void>((resolve) => arrivals.add(resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      for (const arrived of arrivals) arrived();
      arrivals.clear();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await state.hold;
        if (state.reject) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { server, port, received, state, nextMessage, close };
}

/** A header of a received email (unfolded), or undefined. */
export function emailHeader(data: string, name: string): string | undefined {
  const head = data.slice(0, data.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The text of a received email's body: after the headers, quoted-printable undone. */
export function plainBody(data: string): string {
  const body = data.slice(data.indexOf("\r\n\r\n") + 4);
  const bytes = Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8").replace(/\r\n/g, "\n");
}
