import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./contact/rate-limit";
import { createFormPost, type GuardRefusal, refuseWith } from "./form-post";

// The one guard the contact, newsletter and registration handlers share, on its own: the order of its
// refusals, the slot kept only by an accepted post, and the same answer (JSON or page) whoever uses it.
// Each handler's own tests drive it again through the real handler and store.

const socket = "203.0.113.5";
const pageHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

type Refusal = GuardRefusal | { kind: "unavailable" };

type Setup = {
  target?: "self" | "netlify";
  max?: number;
  maxBodyBytes?: number;
  bodyTimeoutMs?: number;
  unavailable?: () => Refusal | undefined;
};

function guarded({ target = "self", max = 2, maxBodyBytes = 1024, bodyTimeoutMs = 10_000, unavailable }: Setup = {}) {
  const limits = {
    perClient: createMemoryRateLimiter({ max, windowSeconds: 60 }),
    global: createMemoryRateLimiter({ max: 1000, windowSeconds: 60 }, { maxKeys: 1 }),
  };
  const refuse = refuseWith<Refusal>(async (refusal) => `<p>refused: ${refusal.kind}</p>`);
  const config = { target, clientAddress: { trustedProxyHops: 0, header: "x-forwarded-for" as const }, bodyTimeoutMs };
  return createFormPost<Refusal>({
    name: "test",
    config,
    backend: { store: { location: "memory" }, limits },
    maxBodyBytes,
    refuse,
    unavailable,
  });
}

function post(body: BodyInit, { type = "application/x-www-form-urlencoded", json = true, headers = {} as Record<string, string> } = {}) {
  return new Request("http://localhost/form", {
    method: "POST",
    headers: { "content-type": type, ...(json ? { accept: "application/json" } : {}), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

const accept = async () => Response.json({ ok: true });
const refuseField = async () => Response.json({ ok: false, error: "invalid" }, { status: 400 });

describe("the form-post guard", () => {
  it("refuses in order, before any slot is taken: 404 off-site capture, 403 cross-site, 415 content type, 503 unavailable", async () => {
    expect((await guarded({ target: "netlify" }).take(post("a=1"), socket, accept)).status).toBe(404);
    let open = true;
    const guard = guarded({ max: 1, unavailable: () => (open ? undefined : { kind: "unavailable" }) });
    const crossSite = post("x", { type: "text/plain", headers: { origin: "https://evil.example" } });
    expect((await guard.take(crossSite, socket, accept)).status).toBe(403);
    const plain = await guard.take(post("x", { type: "text/plain" }), socket, accept);
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ ok: false, error: "unsupported", accepts: "application/x-www-form-urlencoded" });
    open = false;
    const closed = await guard.take(post("a=1"), socket, accept);
    expect(closed.status).toBe(503);
    expect(await closed.json()).toEqual({ ok: false, error: "unavailable" });
    // None of them used the client's one slot.
    open = true;
    expect((await guard.take(post("a=1"), socket, accept)).status).toBe(200);
  });

  it("keeps a slot only for an accepted post: refusals give theirs back, then 429 with Retry-After", async () => {
    const guard = guarded({ max: 2 });
    for (let i = 0; i < 3; i++) expect((await guard.take(post("a=1"), socket, refuseField)).status).toBe(400);
    const seen: string[] = [];
    const keep = async ({ fields, client }: { fields: URLSearchParams; client: string }) => {
      seen.push(`${client} ${fields.get("a")}`);
      return accept();
    };
    expect((await guard.take(post("a=1"), socket, keep)).status).toBe(200);
    expect((await guard.take(post("a=2"), socket, keep)).status).toBe(200);
    expect(seen).toEqual([`${socket} 1`, `${socket} 2`]);
    const limited = await guard.take(post("a=3"), socket, keep);
    expect(limited.status).toBe(429);
    const { retryAfter } = (await limited.json()) as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.headers.get("retry-after")).toBe(String(retryAfter));
    expect((await guard.take(post("a=4"), "198.51.100.1", keep)).status).toBe(200);
  });

  it("bounds the body: 413 over the limit, 408 with Connection: close when it stalls; both give the slot back", async () => {
    const guard = guarded({ max: 1, maxBodyBytes: 16, bodyTimeoutMs: 50 });
    const large = await guard.take(post(`a=${"x".repeat(64)}`), socket, accept);
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ ok: false, error: "too-large", maxBytes: 16 });
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode("a=")) });
    const slow = await guard.take(post(stalled), socket, accept);
    expect(slow.status).toBe(408);
    expect(slow.headers.get("connection")).toBe("close");
    expect((await guard.take(post("a=1"), socket, accept)).status).toBe(200);
  });

  it("answers a native post with the handler's page and headers, a fetch client with JSON", async () => {
    const guard = guarded();
    const page = await guard.take(post("x", { type: "text/plain", json: false }), socket, accept);
    expect(page.status).toBe(415);
    expect(page.headers.get("content-type")).toBe(pageHeaders["content-type"]);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toBe("<p>refused: unsupported</p>");
  });

  it("reads a link button's post without a slot: multipart where asked (400 if malformed), cross-site only where asked", async () => {
    const guard = guarded({ max: 0 });
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    const multipart = new Request("http://localhost/form", { method: "POST", body: form });
    const fields = await guard.read(multipart, { multipart: true });
    expect(fields instanceof URLSearchParams && fields.get("List-Unsubscribe")).toBe("One-Click");
    const broken = post("not multipart", { type: "multipart/form-data; boundary=x" });
    expect(((await guard.read(broken, { multipart: true })) as Response).status).toBe(400);
    expect(((await guard.read(post("a=1", { type: "multipart/form-data; boundary=x" }))) as Response).status).toBe(415);
    const foreign = { headers: { origin: "https://evil.example" } };
    expect(await guard.read(post("token=t", foreign))).toBeInstanceOf(URLSearchParams);
    expect(((await guard.read(post("token=t", foreign), { crossSite: true })) as Response).status).toBe(403);
  });
});
