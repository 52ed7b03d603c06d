import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRequestLog } from "./request-log.mjs";
import { requestListener } from "./router.mjs";
import { type ContentLake, startContentLake } from "./server.mjs";

// Issue 40, item 1: while `pnpm edit:local` runs, the stand-in is a server on the editor's machine that every page
// the editor visits can reach. It takes requests from this machine's pages only, as Sanity's API takes JSON only.

let lake: ContentLake;
beforeAll(async () => {
  lake = await startContentLake();
});
afterAll(() => lake?.stop());

const mutatePath = "/v2025-02-19/data/mutate/production";

/** One raw exchange (any Host header, as a rebound DNS name sends it). */
function exchange(
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
) {
  const target = new URL(lake.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const sent = httpRequest({ host: target.hostname, port: target.port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

const created = (id: string) => lake.query("*[_id == $id][0]._id", { id });

describe("the stand-in, closed to other sites", () => {
  it("refuses a write from another site's page (text/plain, no preflight) with 403, and creates nothing", async () => {
    const body = JSON.stringify({ mutations: [{ create: { _id: "evil-1", _type: "post", title: "Owned" } }] });
    const answer = await exchange(mutatePath, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "text/plain", "content-length": String(body.length) },
      body,
    });
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(await created("evil-1")).toBeNull();
  });

  it("takes writes as JSON only, as Sanity's API: a form or text body from this machine is a 415 and creates nothing", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const body = JSON.stringify({ mutations: [{ create: { _id: "typed-1", _type: "post", title: "Typed" } }] });
      const answer = await exchange(mutatePath, {
        method: "POST",
        headers: { origin: "http://localhost:3333", "content-type": type, "content-length": String(body.length) },
        body,
      });
      expect(answer.status, type).toBe(415);
    }
    expect(await created("typed-1")).toBeNull();
  });

  it("answers only this machine's host names (no DNS rebinding), and the Studio's and site's loopback origins", async () => {
    const query = `/v2025-02-19/data/query/production?query=${encodeURIComponent("count(*)")}`;
    for (const host of ["evil.example", "evil.example:3334", "192.168.1.20:3334", "localhost.evil.example"]) {
      expect((await exchange(query, { headers: { host } })).status, host).toBe(403);
    }
    for (const host of ["127.0.0.1:3334", "localhost:3334", "standin.localhost:3334", "[::1]:3334"]) {
      expect((await exchange(query, { headers: { host } })).status, host).toBe(200);
    }
    expect((await exchange(query, { headers: { origin: "http://localhost:3333" } })).status).toBe(200);
    expect((await exchange(query, { headers: { origin: "null" } })).status).toBe(403);
  });

  it("serves an uploaded SVG as an attachment, never sniffed, sandboxed: its script never runs as the stand-in's page", async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/v1/data/mutate")</script></svg>`);
    const upload = await exchange("/v2025-02-19/assets/files/production?filename=logo.svg", {
      method: "POST",
      headers: { "content-type": "image/svg+xml", "content-length": String(svg.length) },
      body: svg,
    });
    expect(upload.status).toBe(200);
    const { url } = (JSON.parse(upload.body) as { document: { url: string } }).document;
    const served = await exchange(new URL(url).pathname, {});
    expect(served.status).toBe(200);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
    expect(served.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(served.headers["content-security-policy"]).toMatch(/default-src 'none'/);
  });
});

describe("the stand-in's errors", () => {
  it("answers a failure with a 500 that names no file, path or stack (the stack goes to its log)", async () => {
    const failing = [
      {
        path: /^\/fail$/,
        answer: () => {
          throw new Error(`ENOENT: no such file or directory, open '${process.cwd()}/secret/file.ndjson'`);
        },
      },
    ];
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const server = createServer(requestListener(failing, createRequestLog(), () => "http://127.0.0.1"));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/fail`);
      expect(answer.status).toBe(500);
      const text = await answer.text();
      expect(text).not.toContain(process.cwd());
      expect(text).not.toMatch(/\bat \S+ \(|\.mjs:\d+|ENOENT/);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      server.close();
    }
  });
});
