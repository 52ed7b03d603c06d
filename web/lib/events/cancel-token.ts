import { createHmac, timingSafeEqual } from "node:crypto";
import type { RegistrationRow } from "./registrations";

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest("base64url");

/** The keyed digest of a registration's event and address: a link outlives no reused id (it names another registration). */
export const registrationDigest = (secret: string, row: Pick<RegistrationRow, "event_id" | "email">) =>
  mac(secret, `registration:${row.event_id}:${row.email}`).slice(0, 12);

/** A cancel link's token: `r.<registration id>.<event id digest>.<signature>` under the newsletter's secret; nothing stored for it. */
export function signCancel(secret: string, row: Pick<RegistrationRow, "id" | "event_id" | "email">): string {
  const payload = `r.${row.id}.${registrationDigest(secret, row)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The registration id and digest a genuine token names (its signature compared in constant time), or undefined. */
export function verifyCancel(secret: string, token: string | null | undefined): { id: number; digest: string } | undefined {
  const match = /^r\.(\d{1,15})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return undefined;
  const [, id = "", digest = "", signature = ""] = match;
  const expected = Buffer.from(mac(secret, `r.${id}.${digest}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { id: Number(id), digest };
}
