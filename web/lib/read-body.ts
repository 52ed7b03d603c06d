/** The body is larger than the limit (413). Nothing beyond the limit was read. */
export class BodyTooLarge extends Error {}

/** The body did not arrive in time (408): a stalled or trickled upload. */
export class BodyTimeout extends Error {}

/** The client went away before its body arrived: counted, never logged per request (a client could grow the log). */
export class BodyAborted extends BodyTimeout {}

let aborted = 0;
let reportedAt = 0;

/** Uploads cut off by their clients since the server started. */
export const abortedBodies = () => aborted;

/** Counts one; the count is logged at most hourly. */
function countAborted() {
  aborted += 1;
  if (Date.now() - reportedAt < 3_600_000) return;
  reportedAt = Date.now();
  console.info(
    `request bodies: ${aborted} upload(s) cut off by their clients since the server started (expected; counted, not logged each)`,
  );
}

/** A request body as UTF-8, bounded by `maxBytes` (BodyTooLarge) and `timeoutMs` (BodyTimeout); the rest is cancelled. */
export async function readBoundedBody(request: Request, { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number }): Promise<string> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeout()), timeoutMs);
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new BodyTooLarge();
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    if (error instanceof BodyTooLarge || error instanceof BodyTimeout) throw error;
    countAborted();
    throw new BodyAborted();
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
