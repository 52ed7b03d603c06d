import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The links of the newsletter's emails: `<purpose>.<id>.<expiry>.<email digest>.<signature>`, signed
 * with HMAC-SHA256 under NEWSLETTER_SECRET. Nothing is stored for them. The expiry is in Unix seconds
 * (0: never, for unsubscribe links, which must keep working in old emails). The email digest (keyed,
 * so it reveals nothing) ties a link to the address it was sent to: a link outlives no database reset
 * or reused id. Signatures are compared in constant time.
 */
export type TokenPurpose = "confirm" | "unsubscribe";

const prefixes: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest("base64url");

/** A short keyed digest of an address (it identifies nothing without the secret). */
export const emailDigest = (secret: string, email: string) => mac(secret, `email:${email}`).slice(0, 12);

export function signToken(secret: string, purpose: TokenPurpose, id: number, email: string, expiresAt: Date | undefined): string {
  const payload = `${prefixes[purpose]}.${id}.${expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0}.${emailDigest(secret, email)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type TokenCheck = { ok: true; id: number; emailDigest: string } | { ok: false; reason: "malformed" | "signature" | "expired" };

/** Whether a token was signed with this secret for this purpose and is still within its time. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string | null | undefined, now = Date.now()): TokenCheck {
  const match = /^([cu])\.(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match || match[1] !== prefixes[purpose]) return { ok: false, reason: "malformed" };
  const [, , id = "", expiry = "", digest = "", signature = ""] = match;
  const expected = Buffer.from(mac(secret, `${prefixes[purpose]}.${id}.${expiry}.${digest}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt !== 0 && expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, id: Number(id), emailDigest: digest };
}
