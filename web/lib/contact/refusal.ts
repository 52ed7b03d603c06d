// Shared by the server's answers and the form's banner: no server-only code here.

/**
 * Why a post was not taken, as the JSON answer's `error` names it. Every kind but `failed` is the
 * visitor's to fix (a field, waiting, the page they posted from); `failed` is ours (Oops!).
 */
export type Refusal =
  | { kind: "invalid"; fields: string[] }
  | { kind: "too-many"; retryAfter: number }
  | { kind: "too-large" | "unsupported" | "forbidden" | "timeout" }
  | { kind: "failed" };

/** A refusal the error page words: the capture's, or a post that is not the form (a hidden field, a malformed body). */
export type PageRefusal = Refusal | { kind: "form" };

/** The minutes to wait, rounded up, for a `Retry-After` in seconds. */
export const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** Each kind of refusal a form may answer with (contact capture, newsletter), and the copy's text for it. */
const refusalTextKeys = {
  invalid: "invalidText",
  form: "formText",
  "too-large": "tooLargeText",
  "too-many": "tooManyText",
  unsupported: "unsupportedText",
  forbidden: "forbiddenText",
  timeout: "timeoutText",
  failed: "failedText",
  unavailable: "unavailableText",
  "bad-link": "badLinkText",
} as const;

type TextKind = keyof typeof refusalTextKeys;

/** The words of the contact form's refusals (no-JavaScript error page and JavaScript banner), from content. */
export type RefusalCopy = Record<(typeof refusalTextKeys)[PageRefusal["kind"]], string>;

type TextRefusal = { kind: Exclude<TextKind, "too-many"> } | { kind: "too-many"; retryAfter: number };

/**
 * The text for a refusal of any form, from that form's copy, with {minutes} filled in the too-many text.
 * {email} is left for the caller, who makes it a link.
 */
export function refusalMessage<R extends TextRefusal>(copy: Record<(typeof refusalTextKeys)[R["kind"]], string>, refusal: R): string {
  const known: TextRefusal = refusal;
  // The signature holds the copy to the texts of R's kinds; read here by any kind's key.
  const text = (copy as Record<(typeof refusalTextKeys)[TextKind], string>)[refusalTextKeys[known.kind]];
  return known.kind === "too-many" ? text.replaceAll("{minutes}", String(minutesToWait(known.retryAfter))) : text;
}

/**
 * The contact capture's message for a refusal (refusalMessage). For `invalid`, the labels of the fields
 * follow; a refusal of none of the visible fields (a hidden field) has its own text.
 */
export function refusalText(copy: RefusalCopy, refusal: PageRefusal, labels: string[] = []): string {
  return refusalMessage(copy, refusal.kind === "invalid" && labels.length === 0 ? { kind: "form" } : refusal);
}

/** A refusal the visitor can act on, read from the capture's JSON answer; undefined for anything else (a failure). */
export function refusalFromAnswer(answer: unknown): Exclude<Refusal, { kind: "failed" }> | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const { error, reasons, retryAfter } = answer as { error?: unknown; reasons?: unknown; retryAfter?: unknown };
  if (error === "invalid") {
    return {
      kind: "invalid",
      fields: Array.isArray(reasons) ? reasons.map((reason) => String((reason as { field?: unknown })?.field)) : [],
    };
  }
  if (error === "too-many") return { kind: "too-many", retryAfter: typeof retryAfter === "number" && retryAfter > 0 ? retryAfter : 60 };
  const kind = (["too-large", "unsupported", "forbidden", "timeout"] as const).find((known) => known === error);
  return kind && { kind };
}
