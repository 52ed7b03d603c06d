import { describe, expect, it, vi } from "vitest";
import { abortedBodies, BodyAborted, BodyTimeout, readBoundedBody } from "./read-body";

// Issue 32, item 8: every upload its client cut off was logged as `Error: aborted ECONNRESET` (1,000
// slow-body sockets, 1,000 entries). It is an expected disconnect: counted, not logged per request.

/** A request whose body stream fails after its first bytes, as Node's does when the socket closes mid-upload. */
function cutOff(url = "http://localhost/") {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode("name=a&"));
        return;
      }
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
  return new Request(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
}

describe("an upload its client cuts off", () => {
  it("is a body that did not arrive, counted, and logs nothing", async () => {
    const errors = vi.spyOn(console, "error");
    const before = abortedBodies();
    for (let index = 0; index < 20; index += 1) {
      const reading = readBoundedBody(cutOff(), { maxBytes: 10_000, timeoutMs: 5_000 });
      await expect(reading).rejects.toBeInstanceOf(BodyAborted);
      await expect(readBoundedBody(cutOff(), { maxBytes: 10_000, timeoutMs: 5_000 })).rejects.toBeInstanceOf(BodyTimeout);
    }
    expect(abortedBodies() - before).toBe(40);
    expect(errors).not.toHaveBeenCalled();
  });
});
