import type { SMTPServer } from "smtp-server";

export type ReceivedEmail = { to: string[]; data: string };
export function startSmtp(options?: { onMessage?: (email: ReceivedEmail) => void; replyDelayMs?: number }): Promise<{
  server: SMTPServer;
  port: number;
  received: ReceivedEmail[];
  state: { reject: boolean; hold?: Promise<void> };
  nextMessage(): Promise<void>;
  close(): Promise<void>;
}>;
export function emailHeader(data: string, name: string): string | undefined;
export function plainBody(data: string): string;
