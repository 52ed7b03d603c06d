import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { clientRequestHeaders, draftModeCookie } from "../next-internals/names.mjs";
import { acceptsGzip, createPageMemory } from "./page-memory.mjs";
import { changesAt, countPublish, tagsFileCheckMs, watchTagsFile } from "./publish-clock.mjs";

// The pages server.mjs keeps as sent (issue 32, the serving path): never across a publish.

function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.headers = headers;
  return message;
}
function answer(message: IncomingMessage) {
  const response = new ServerResponse(message);
  const sent: Buffer[] = [];
  const head: { status?: number; headers?: Record<string, unknown> } = {};
  // The headers as writeHead takes them: an object, or one list of names and values.
  response.writeHead = ((status: number, headers: Record<string, unknown> | string[]) => {
    const pairs = Array.isArray(headers) ? headers.flatMap((name, index) => (index % 2 ? [] : [[name, headers[index + 1]]])) : [];
    Object.assign(head, { status, headers: Array.isArray(headers) ? Object.fromEntries(pairs) : headers });
    return response;
  }) as never;
  response.end = ((chunk?: unknown) => {
    if (chunk) sent.push(Buffer.from(chunk as Buffer));
    return response;
  }) as never;
  return { response, sent, head };
}
const page = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0, s-maxage=300", etag: '"v1"' };
const publish = () => countPublish();

describe("the memory of pages as sent", () => {
  it("serves a kept page as sent, gzipped when asked, 304 when the client has it", () => {
    const memory = createPageMemory();
    memory.begin(request("/about"))?.(200, page, Buffer.from("<h1>About</h1>"));
    const plain = answer(request("/about"));
    expect(memory.serve(request("/about"), plain.response)).toBe(true);
    expect(Buffer.concat(plain.sent).toString()).toBe("<h1>About</h1>");
    const zipped = answer(request("/about", { "accept-encoding": "gzip, br" }));
    expect(memory.serve(request("/about", { "accept-encoding": "gzip, br" }), zipped.response)).toBe(true);
    expect(zipped.head.headers?.["content-encoding"]).toBe("gzip");
    expect(gunzipSync(Buffer.concat(zipped.sent)).toString()).toBe("<h1>About</h1>");
    const conditional = answer(request("/about", { "if-none-match": '"v1"' }));
    expect(memory.serve(request("/about", { "if-none-match": '"v1"' }), conditional.response)).toBe(true);
    expect(conditional.head.status).toBe(304);
    expect(conditional.head.headers?.vary).toBe(zipped.head.headers?.vary);
  });

  it("keeps nothing rendered across a publish, and forgets everything at one (this process's or another's)", () => {
    const tagsFile = join(mkdtempSync(join(tmpdir(), "page-memory-")), "revalidated-tags.json");
    writeFileSync(tagsFile, "{}");
    watchTagsFile(tagsFile);
    const memory = createPageMemory();
    const keep = memory.begin(request("/blog"));
    publish();
    keep?.(200, page, Buffer.from("old"));
    expect(memory.size).toBe(0);
    memory.begin(request("/blog"))?.(200, page, Buffer.from("new"));
    expect(memory.size).toBe(1);
    publish();
    expect(memory.serve(request("/blog"), answer(request("/blog")).response)).toBe(false);
    memory.begin(request("/blog"))?.(200, page, Buffer.from("newer"));
    expect(memory.serve(request("/blog"), answer(request("/blog")).response)).toBe(true);
    // Another instance on the same build publishes: its file of revalidated tags changes, seen within tagsFileCheckMs.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      utimesSync(tagsFile, new Date(), new Date(Date.now() + 5_000));
      vi.setSystemTime(Date.now() + tagsFileCheckMs);
      expect(memory.serve(request("/blog"), answer(request("/blog")).response)).toBe(false);
      // The clock set back (an NTP step): the next publish elsewhere is seen at once all the same.
      memory.begin(request("/blog"))?.(200, page, Buffer.from("newest"));
      vi.setSystemTime(Date.now() - 60_000);
      utimesSync(tagsFile, new Date(), new Date(Date.now() + 10_000));
      expect(memory.serve(request("/blog"), answer(request("/blog")).response)).toBe(false);
    } finally {
      vi.useRealTimers();
      watchTagsFile(undefined);
    }
  });

  it("keeps only cacheable HTML of a path with no query, and never answers draft mode or Next's own requests", () => {
    const memory = createPageMemory();
    memory.begin(request("/a?x=1"))?.(200, page, Buffer.from("x"));
    memory.begin(request("/b"))?.(200, { ...page, "cache-control": "private, no-store" }, Buffer.from("x"));
    memory.begin(request("/c"))?.(404, page, Buffer.from("x"));
    memory.begin(request("/d"))?.(200, { ...page, "content-type": "application/json" }, Buffer.from("x"));
    memory.begin(request("/e", {}, "HEAD"))?.(200, page, Buffer.from(""));
    expect(memory.size).toBe(0);
    memory.begin(request("/f"))?.(200, page, Buffer.from("x"));
    const nextOwn: Record<string, string>[] = [
      { cookie: `a=1; ${draftModeCookie}=abc` },
      ...clientRequestHeaders.map((name) => ({ [name]: "1" })),
    ];
    for (const headers of nextOwn) {
      expect(memory.serve(request("/f", headers), answer(request("/f", headers)).response)).toBe(false);
    }
    watchTagsFile(undefined, { shared: true });
    expect(createPageMemory().begin(request("/f"))).toBeUndefined();
    watchTagsFile(undefined);
  });

  it("forgets everything when a moment a page was drawn against passes (an opening closes), with no publish", () => {
    const memory = createPageMemory();
    const soon = Date.now() + 60_000;
    changesAt([soon]);
    memory.begin(request("/careers"))?.(200, page, Buffer.from("<h1>Careers</h1>"));
    expect(memory.serve(request("/careers"), answer(request("/careers")).response)).toBe(true);
    const realNow = Date.now;
    Date.now = () => soon;
    try {
      expect(memory.serve(request("/careers"), answer(request("/careers")).response)).toBe(false);
      expect(memory.size).toBe(0);
    } finally {
      Date.now = realNow;
    }
  });

  it("keeps one copy per normalised path: aliases (`/x/../about`, `/%61bout`) are the page's, not copies of their own", () => {
    const memory = createPageMemory();
    memory.begin(request("/about"))?.(200, page, Buffer.from("<h1>About</h1>"));
    memory.begin(request("/blog"))?.(200, page, Buffer.from("<h1>Blog</h1>"));
    for (const alias of ["/x/../about", "/%61bout", "/./about", "/%2e/about"])
      memory.begin(request(alias))?.(200, page, Buffer.from("<h1>About</h1>"));
    expect(memory.size).toBe(2);
    expect(memory.serve(request("/blog"), answer(request("/blog")).response)).toBe(true);
    expect(memory.serve(request("/%61bout"), answer(request("/%61bout")).response)).toBe(true);
  });

  it("keeps a query page's answer per normalised query, apart from the pages, and no other query", () => {
    const memory = createPageMemory();
    const results = { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache, no-store" };
    memory.begin(request("/about"))?.(200, page, Buffer.from("<h1>About</h1>"));
    memory.begin(request("/search?q=care%20plans"))?.(200, results, Buffer.from("care plans"));
    // More invented queries than the memory keeps: the oldest go, the pages stay.
    for (let invented = 0; invented < 600; invented += 1)
      memory.begin(request(`/search?q=${invented}`))?.(200, results, Buffer.from(String(invented)));
    memory.begin(request("/search?q=x&utm=1"))?.(200, results, Buffer.from("x"));
    expect(memory.serve(request("/about"), answer(request("/about")).response)).toBe(true);
    const sent = answer(request("/search?q=+599++"));
    expect(memory.serve(request("/search?q=+599++"), sent.response)).toBe(true);
    expect(Buffer.concat(sent.sent).toString()).toBe("599");
    expect(memory.serve(request("/search?q=care%20plans"), answer(request("/search?q=care%20plans")).response)).toBe(false);
    expect(memory.serve(request("/search?q=x&utm=1"), answer(request("/search?q=x&utm=1")).response)).toBe(false);
    expect(memory.serve(request("/blog?q=599"), answer(request("/blog?q=599")).response)).toBe(false);
  });

  it("sends gzip only to a client that takes it (q-values honoured)", () => {
    expect(acceptsGzip("gzip, br")).toBe(true);
    expect(acceptsGzip("br;q=1, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0.000, identity")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
  });
});
