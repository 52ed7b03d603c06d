import { existsSync, readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { postPath } from "@site/schemas/addresses";
import fc from "fast-check";
import { aServiceRoute, pageSlugs, posts } from "./routes";

// Issue 23: answers to requests no page can take (odd methods, malformed addresses, made-up sharing
// cards), sent raw over HTTP so that nothing normalises them on the way: each is a well-formed 4xx with
// the security headers, and nothing is written to disk for an address no content has.

/**
 * Files under the build folder (the route cache among them) whose path holds `marker`: the made-up
 * addresses' own, so that pages other specs render meanwhile do not count.
 */
function files(marker: string): number {
  const cache = join(process.env.SITE_TEST_DIST_DIR || ".next", "server");
  let count = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.includes(marker)) count += 1;
    }
  };
  if (existsSync(cache)) walk(cache);
  return count;
}

test.describe("well-formed refusals", () => {
  test.skip(({ isMobile }) => isMobile, "server responses do not depend on the viewport");

  /** One request exactly as written (method and path untouched); the status and headers. */
  function raw(
    baseURL: string,
    method: string,
    path: string,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
    const { hostname, port } = new URL(baseURL);
    return new Promise((resolve, reject) => {
      const request = httpRequest({ hostname, port, method, path }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  const secured = (headers: Record<string, string | string[] | undefined>) => {
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
  };

  test("malformed percent-encoding is the 404 page with the headers, never a 500 (item 3)", async ({ baseURL }) => {
    for (const path of ["/%ff", "/%", "/blog/%ff", "/search%ff", "/services/%E0%A4%A"]) {
      const answer = await raw(baseURL ?? "", "GET", path);
      expect(answer.status, path).toBe(404);
      secured(answer.headers);
    }
  });

  test("pages answer GET and HEAD; any other method is 405 with Allow and the headers (item 4)", async ({ baseURL }) => {
    for (const path of ["/about", "/blog", aServiceRoute, "/search"]) {
      for (const method of ["PUT", "DELETE", "PATCH", "POST", "OPTIONS", "TRACE", "PROPFIND"]) {
        const answer = await raw(baseURL ?? "", method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
        secured(answer.headers);
      }
      expect((await raw(baseURL ?? "", "HEAD", path)).status).toBe(200);
    }
    // The root also takes POST (the contact capture, when a body comes: server.mjs and next.config.ts).
    for (const method of ["PUT", "DELETE", "OPTIONS", "TRACE"]) {
      const answer = await raw(baseURL ?? "", method, "/");
      expect(answer.status, `${method} /`).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      secured(answer.headers);
    }
    // A POST with no body is no contact post: the home page's own 405 (Next's, with its Allow).
    const bodiless = await raw(baseURL ?? "", "POST", "/");
    expect(bodiless.status).toBe(405);
    expect(bodiless.headers.allow).toMatch(/GET, HEAD/);
    secured(bodiless.headers);
    const api = await raw(baseURL ?? "", "TRACE", "/api/newsletter");
    expect(api.status).toBe(405);
    secured(api.headers);
  });

  test("a made-up sharing card is refused before anything is cached (item 2)", async ({ baseURL }) => {
    const before = files("/og/");
    for (const id of ["no-such-page", `made-up-${Date.now()}`, "a".repeat(300), "..%2f..%2fetc"]) {
      const answer = await raw(baseURL ?? "", "GET", `/og/${id}`);
      expect(answer.status, id).toBe(404);
      secured(answer.headers);
    }
    expect(files("/og/")).toBe(before);
  });

  test("Next's image optimizer is off, and the newsletter's link pages send no referrer (item 7)", async ({ baseURL }) => {
    const image = await raw(baseURL ?? "", "GET", "/_next/image?url=%2Ficon.svg&w=64&q=75");
    expect(image.status).toBe(404);
    const link = await raw(baseURL ?? "", "GET", "/api/newsletter/confirm?token=x");
    expect(link.headers["referrer-policy"]).toBe("no-referrer");
  });

  // The fuzz suite's properties on the production server itself: random methods and addresses (made-up
  // segments, escapes well-formed or not, traversal, over-long) are never a 5xx, always carry the
  // headers, and write nothing to disk.
  test("fuzz: any method on any made-up address is a well-formed 4xx or a page, and writes nothing", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const segment = fc.oneof(
      fc.constantFrom(
        "blog",
        "services",
        "page",
        "2",
        "author",
        "category",
        "og",
        "images",
        "files",
        "..",
        "%ff",
        "%",
        "%2f",
        "%E0%A4%A",
        "%00",
        "search",
      ),
      fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/),
      fc.nat({ max: 400 }).map((length) => "z".repeat(length)),
    );
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/fuzz-${segments.join("/")}`);
    const anywhere = fc.oneof(
      path,
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join("/")}`),
    );
    const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND");
    const before = files("fuzz-");
    await fc.assert(
      fc.asyncProperty(method, anywhere, async (sent, address) => {
        const answer = await raw(baseURL ?? "", sent, address);
        expect(answer.status, `${sent} ${address}`).toBeLessThan(500);
        secured(answer.headers);
      }),
      { numRuns: 150, interruptAfterTimeLimit: 90_000 },
    );
    expect(files("fuzz-")).toBe(before);
  });
});

/**
 * Bytes written on a socket exactly as given (what no HTTP client would send: `*` targets, CONNECT, two Host
 * headers, a body left unfinished), and the answer's status and headers as soon as they have arrived.
 */
function rawExchange(baseURL: string, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let received = "";
    const settle = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const [statusLine = "", ...lines] = received.slice(0, end).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers["content-length"] ?? Number.NaN);
      const body = received.slice(end + 4);
      if (!text.startsWith("HEAD ") && Number.isFinite(length) && Buffer.byteLength(body) < length) return false;
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
      socket.destroy();
      return true;
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      settle();
    });
    socket.on("close", () => {
      if (!settle()) reject(new Error(`connection closed with no complete answer: ${JSON.stringify(received.slice(0, 200))}`));
    });
    socket.on("error", reject);
  });
}

test.describe("round three: every refusal the site's own (issue 32)", () => {
  test.skip(({ isMobile }) => isMobile, "server responses do not depend on the viewport");

  const secured = (what: string, headers: Record<string, string>) => {
    expect(headers["content-security-policy"], what).toContain("default-src");
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["x-frame-options"], what).toBe("DENY");
    expect(headers["strict-transport-security"], what).toMatch(/max-age=/);
  };

  test("search answers behind TLS, whatever the forwarded scheme and host (item 1)", async ({ request }) => {
    // A word of a post's title, read from the dataset: its search lists that post.
    const post = posts[0];
    const word = post?.title?.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part)) ?? "";
    expect(word).not.toBe("");
    const forwarded: Record<string, string>[] = [
      { "x-forwarded-proto": "https" },
      { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.org" },
      {},
    ];
    for (const headers of forwarded) {
      const response = await request.get(`/search?q=${encodeURIComponent(word)}`, { headers });
      expect(response.status(), JSON.stringify(headers)).toBe(200);
      const html = await response.text();
      expect(html).toContain(`value="${word}"`);
      expect(html).toContain(`href="${postPath(post?.slug?.current ?? "")}"`);
    }
  });

  test("a request target of * is refused, never a 500 (item 3)", async ({ baseURL }) => {
    const options = await rawExchange(baseURL ?? "", "OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(options.status).toBe(405);
    expect(options.headers.allow).toBe("GET, HEAD");
    secured("OPTIONS *", options.headers);
    for (const method of ["GET", "HEAD"]) {
      const answer = await rawExchange(baseURL ?? "", `${method} * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status, method).toBe(400);
      secured(`${method} *`, answer.headers);
    }
  });

  test("GET and HEAD of / are the home page, even with a body (item 4)", async ({ baseURL, request }) => {
    const home = await (await request.get("/")).text();
    const title = /<title>([^<]*)<\/title>/.exec(home)?.[1];
    for (const method of ["GET", "HEAD"]) {
      const body = "name=a&email=b%40example.org&message=hello";
      const answer = await rawExchange(
        baseURL ?? "",
        `${method} / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer.status, method).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers["cache-control"]).toMatch(/s-maxage/);
      if (method === "GET") expect(answer.body).toContain(`<title>${title}</title>`);
    }
  });

  test("the newsletter's links tell no referrer, their redirects included; the internal page route has no address of its own (item 10)", async ({
    baseURL,
  }) => {
    const base = baseURL ?? "";
    for (const path of [
      "/api/newsletter/confirm/?token=secret-token",
      "/api/newsletter/unsubscribe/?token=secret-token",
      "/api/newsletter/confirm?token=x",
    ]) {
      const answer = await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.headers["referrer-policy"], path).toBe("no-referrer");
    }
    const page = pageSlugs.find((slug) => slug !== "contact") ?? "";
    const internal = await rawExchange(base, `GET /content-page/${page} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(internal.status).toBe(308);
    expect(new URL(internal.headers.location ?? "", base).pathname).toBe(`/${page}`);
    const missing = await rawExchange(base, "GET /content-page/no-such-page HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(missing.status).toBe(404);
    const publicAddress = await rawExchange(base, `GET /${page} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(publicAddress.status).toBe(200);
  });

  test("unknown methods, CONNECT, parser refusals and route handlers' 405s are the site's answers (item 5)", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const track = await rawExchange(base, "TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(track.status).toBe(405);
    expect(track.headers.allow).toBe("GET, HEAD");
    secured("TRACK", track.headers);
    const tunnel = await rawExchange(base, "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n");
    expect(tunnel.status).toBe(405);
    secured("CONNECT", tunnel.headers);
    const huge = await rawExchange(base, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(70_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    secured("431", huge.headers);
    const malformed = await rawExchange(base, "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: nope\r\n\r\n");
    expect(malformed.status).toBe(400);
    secured("400", malformed.headers);
    const twoHosts = await rawExchange(base, "GET /about HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(twoHosts.status).toBe(400);
    secured("two Host headers", twoHosts.headers);
    for (const [method, path, allow] of [
      ["DELETE", "/api/revalidate", "POST"],
      ["PUT", "/api/contact", "POST"],
      ["DELETE", "/api/newsletter/confirm", "GET, HEAD, POST"],
      ["PATCH", "/api/draft-mode/enable", "GET, HEAD"],
    ] as const) {
      const answer = await rawExchange(base, `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
      secured(`${method} ${path}`, answer.headers);
    }
    // A refused POST is answered at once: its body (here never finished) is not read first.
    const upload = await rawExchange(
      base,
      `POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n100000\r\n${"a".repeat(1000)}`,
    );
    expect(upload.status).toBe(405);
    expect(upload.headers.connection).toBe("close");
    expect(upload.headers.allow).toBe("GET, HEAD");
  });
});

test.describe("round four: every answer the site's (issue 40)", () => {
  test.skip(({ isMobile }) => isMobile, "server responses do not depend on the viewport");

  const secured = (what: string, headers: Record<string, string>) => {
    expect(headers["content-security-policy"], what).toContain("default-src");
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["strict-transport-security"], what).toMatch(/max-age=/);
  };

  test("search puts replacement patterns ($&, $`, $') back as typed, never as markup (item 3)", async ({ request }) => {
    const fromHtml = (value: string) =>
      value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name] ?? "'");
    // The first answer is rendered, the second kept (page memory): both as typed.
    for (const query of ["$& autofocus onfocus=alert(1) x=", "$` onmouseover=alert(1) $'", '$$&" x="'])
      for (const round of [1, 2]) {
        const response = await request.get(`/search?q=${encodeURIComponent(query)}`);
        expect(response.headers()["content-security-policy"]).toContain("script-src 'none'");
        const html = await response.text();
        const box = /<input\b[^>]*\bname="q"[^>]*>/.exec(html)?.[0] ?? "";
        expect(fromHtml(/\bvalue="([^"]*)"/.exec(box)?.[1] ?? ""), `${query} (${round})`).toBe(query);
        // Attributes, their quoted values left out: none but the box's own.
        const attributes = (markup: string) => markup.replace(/="[^"]*"/g, '=""');
        expect(attributes(box), `${query} (${round})`).not.toMatch(/\s(?:autofocus|onfocus|onmouseover|x)(?:=|\s|\/?>)/);
        expect(attributes(html)).not.toMatch(/<[^>]+\son(?:focus|mouseover)=/);
      }
  });

  test("no Host, an Expect other than 100-continue and an Upgrade get the site's answer with its headers (item 7)", async ({ baseURL }) => {
    const base = baseURL ?? "";
    for (const version of ["1.1", "1.0"]) {
      const noHost = await rawExchange(base, `GET /about HTTP/${version}\r\nConnection: close\r\n\r\n`);
      expect(noHost.status, `HTTP/${version} with no Host`).toBe(400);
      secured(`HTTP/${version} with no Host`, noHost.headers);
    }
    const expectation = await rawExchange(base, "GET / HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\nConnection: close\r\n\r\n");
    expect(expectation.status).toBe(417);
    secured("Expect: foo", expectation.headers);
    for (const upgrade of [
      "Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\nConnection: Upgrade, HTTP2-Settings",
      "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13",
    ]) {
      const answer = await rawExchange(base, `HEAD / HTTP/1.1\r\nHost: localhost\r\n${upgrade}\r\n\r\n`);
      expect(answer.status, upgrade).toBe(200);
      secured(upgrade, answer.headers);
    }
  });

  test("internal routes answer 404 and internal headers are not sent (item 10)", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const page = pageSlugs.find((slug) => slug !== "contact") ?? "";
    for (const path of [`/${page}`, "/blog", "/no-such-page", "/search?q=care"]) {
      for (const round of [1, 2]) {
        const answer = await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        expect(answer.headers["x-middleware-rewrite"], `${path} (${round})`).toBeUndefined();
        expect(answer.headers["x-matched-path"], `${path} (${round})`).toBeUndefined();
      }
    }
    for (const path of [
      "/_global-error",
      "/_not-found",
      "/%5fglobal-error",
      "/x/../_global-error",
      "/careers-at/0",
      "/events-at/0",
      "/search/shell",
    ]) {
      const answer = await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["cache-control"] ?? "", path).not.toMatch(/s-maxage/);
    }
  });

  test("a client that refuses gzip (q=0) never gets it, first view or kept (item 10)", async ({ baseURL }) => {
    for (let round = 0; round < 3; round += 1) {
      const answer = await rawExchange(
        baseURL ?? "",
        "GET /blog HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip;q=0, identity\r\nConnection: close\r\n\r\n",
      );
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"], `round ${round}`).toBeUndefined();
    }
  });
});
