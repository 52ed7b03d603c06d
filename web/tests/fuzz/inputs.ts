// Generated inputs for the fuzz suite (fast-check): what a client can put in a request. Bounded in
// count and time so the suite stays within `npm test`'s budget on a busy 2-core machine.
import fc from "fast-check";

/** Each property: at most this many runs, stopped early after this many milliseconds. */
export const budget = { numRuns: 50, interruptAfterTimeLimit: 10_000 } as const;

/** Text of every kind: ASCII, any Unicode (astral, combining, RTL), lone surrogates, controls, huge. */
export const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({
    unit: fc.constantFrom("\u0000", "\r", "\n", "\u001b", "\u009b", "\u202e", "\ud800", "\udfff", "%", "&", "=", "+"),
    maxLength: 40,
  }),
  fc.constantFrom("", " ", "\u00a0", "é".normalize("NFD"), "🩺".repeat(30)),
  fc.nat({ max: 70_000 }).map((length) => "x".repeat(length)),
);

/** A form body: known and unknown names, each absent, once, twice or thrice, with any text. */
export function formBody(names: readonly string[]) {
  const entry = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })), fc.array(anyText, { maxLength: 3 }));
  return fc.array(entry, { maxLength: names.length + 3 }).map((entries) => {
    const body = new URLSearchParams();
    for (const [name, values] of entries) for (const value of values) body.append(name, value);
    return body.toString();
  });
}

/** A body of raw bytes (not UTF-8, not a form). */
export const rawBytes = fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes));

/** Content types a client may claim. */
export const contentType = fc.oneof(
  fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=ISO-8859-1",
    "APPLICATION/X-WWW-FORM-URLENCODED",
    "multipart/form-data; boundary=x",
    "multipart/form-data",
    "application/json",
    "text/plain",
    "",
  ),
  fc.string({ maxLength: 40 }),
);

/** Headers that change how a post is judged, each present or not. */
export const clientHeaders = fc.record(
  {
    accept: fc.constantFrom("application/json", "text/html", "*/*", ""),
    origin: fc.oneof(fc.constantFrom("http://localhost", "https://evil.example", "null"), fc.string({ maxLength: 30 })),
    "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "same-site"),
    "x-forwarded-for": fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 30 })),
  },
  { requiredKeys: [] },
);

/** Characters a header value may not hold are dropped (the client library would refuse them anyway). */
export function headerSafe(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace(/[^\t\x20-\x7e]/g, "").trim()]));
}

/** Paths of every shape: content-like, with escapes (well-formed or not), traversal, over-long. */
export const anyPath = fc.oneof(
  fc.webPath(),
  fc
    .array(
      fc.oneof(
        fc.constantFrom("blog", "services", "page", "2", "author", "category", "..", ".", "%ff", "%", "%2f", "%E0%A4%A", "%00", ""),
        fc.string({ maxLength: 10 }),
      ),
      {
        maxLength: 6,
      },
    )
    .map((segments) => `/${segments.join("/")}`),
  fc.nat({ max: 5000 }).map((length) => `/${"a".repeat(length)}`),
);
