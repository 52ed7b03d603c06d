// Shared by the server's answers and the form's banner: no server-only code here.

/** The words of the refusals (no-JavaScript error page and JavaScript banner), from content. */
export type RefusalCopy = {
  invalidText: string;
  formText: string;
  tooLargeText: string;
  tooManyText: string;
  unsupportedText: string;
  forbiddenText: string;
  timeoutText: string;
  failedText: string;
};

/**
 * Why a post was not taken, as the JSON answer's `error` names it. Every kind but `failed` is the
 * visitor's to fix (a field, waiting, the page they posted from); `failed` is ours (Oops!).
 */
export type Refusal =
  | { kind: "invalid"; fields: string[] }
  | { kind: "too-large" }
  | { kind: "too-many"; retryAfter: number }
  | { kind: "unsupported" }
  | { kind: "forbidden" }
  | { kind: "timeout" }
  | { kind: "failed" };

export type RefusalKind = Refusal["kind"];

/** The minutes to wait, rounded up, for a `Retry-After` in seconds. */
export const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/**
 * The message for a refusal, with its placeholders filled: {minutes} in the too-many text. {email}
 * is left for the caller, who makes it a link. For `invalid`, the labels of the fields follow; a
 * refusal of none of the visible fields (a hidden field) has its own text.
 */
export function refusalText(copy: RefusalCopy, refusal: Refusal, labels: string[] = []): string {
  switch (refusal.kind) {
    case "invalid":
      return labels.length > 0 ? copy.invalidText : copy.formText;
    case "too-large":
      return copy.tooLargeText;
    case "too-many":
      return copy.tooManyText.replaceAll("{minutes}", String(minutesToWait(refusal.retryAfter)));
    case "unsupported":
      return copy.unsupportedText;
    case "forbidden":
      return copy.forbiddenText;
    case "timeout":
      return copy.timeoutText;
    case "failed":
      return copy.failedText;
  }
}

/** The labels of the refused fields that the visitor can see, in form order. */
export function refusedLabels(fieldLabels: Record<string, string | undefined>, fields: string[]): string[] {
  return Object.entries(fieldLabels).flatMap(([name, label]) => (label && fields.includes(name) ? [label] : []));
}
