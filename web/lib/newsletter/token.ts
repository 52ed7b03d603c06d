import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The links of the emails, signed with HMAC-SHA256 under NEWSLETTER_SECRET; nothing is stored for them. A keyed
 * digest of the address (it reveals nothing) ties a link to what it was sent for: a link outlives no database reset
 * or reused id. Signatures are compared in constant time.
 * - the newsletter's: `<c|u>.<id>.<expiry>.<email digest>.<signature>`, the expiry in Unix seconds (0: never, for
 *   unsubscribe links, which must keep working in old emails);
 * - a registration's cancel link: `r.<registration id>.<event and address digest>.<signature>`.
 */
export type TokenPurpose = "confirm" | "unsubscribe";

const prefixes: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest("base64url");
const digest = (secret: string, text: string) => mac(secret, text).slice(0, 12);
const sign = (secret: string, payload: string) => `${payload}.${mac(secret, payload)}`;

/** The groups of a token `pattern` matches, if its last part is the signature of the rest; else undefined. */
function verified(secret: string, token: string | null | undefined, pattern: RegExp): string[] | undefined {
  const match = pattern.exec(token ?? "");
  if (!match) return undefined;
  const dot = match[0].lastIndexOf(".");
  const expected = Buffer.from(mac(secret, match[0].slice(0, dot)));
  const given = Buffer.from(match[0].slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? match.slice(1) : undefined;
}

export const emailDigest = (secret: string, email: string) => digest(secret, `email:${email}`);

export function signToken(secret: string, purpose: TokenPurpose, id: number, email: string, expiresAt: Date | undefined): string {
  return sign(secret, `${prefixes[purpose]}.${id}.${expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0}.${emailDigest(secret, email)}`);
}

/** The subscription id and email digest of a token signed for `purpose` and still within its time, or undefined. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string | null | undefined, now = Date.now()) {
  const pattern = new RegExp(`^${prefixes[purpose]}\\.(\\d{1,15})\\.(\\d{1,12})\\.([\\w-]{12})\\.[\\w-]{43}$`);
  const [id = "", expiry = "", emailDigest = ""] = verified(secret, token, pattern) ?? [];
  const expiresAt = Number(expiry) * 1000;
  if (!id || (expiresAt !== 0 && expiresAt <= now)) return undefined;
  return { id: Number(id), emailDigest };
}

type Registration = { id: number; event_id: string; email: string };

export const registrationDigest = (secret: string, row: Omit<Registration, "id">) =>
  digest(secret, `registration:${row.event_id}:${row.email}`);

export const signCancel = (secret: string, row: Registration) => sign(secret, `r.${row.id}.${registrationDigest(secret, row)}`);

/** The registration id and digest a genuine cancel token names, or undefined. */
export function verifyCancel(secret: string, token: string | null | undefined) {
  const [id, digest] = verified(secret, token, /^r\.(\d{1,15})\.([\w-]{12})\.[\w-]{43}$/) ?? [];
  return id && digest ? { id: Number(id), digest } : undefined;
}
