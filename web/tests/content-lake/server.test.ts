import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { connect } from "node:http2";
import { dirname, join } from "node:path";
import { createClient, type MutationEvent, type SanityClient } from "@sanity/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledDocuments } from "../dataset-with";
import { bundledDataset, type ContentLake, type LogEntry, startContentLake, type Transaction } from "./server.mjs";

// The Content Lake stand-in, driven through the real @sanity/client configured as the site configures it
// for another API host (SITE_TEST_SANITY_API_HOST: `apiHost`, `useProjectHostname: false`).

type Doc = { _id: string; _type: string; title?: string; slug?: { current: string } };

const documents = bundledDocuments() as Doc[];
const posts = documents.filter((doc) => doc._type === "post");
const firstPost = posts[0] as Doc & { title: string; slug: { current: string } };
const exported = readFileSync(bundledDataset, "utf8");
/** The bundled dataset's assets, as its export names them: `image@file://./images/<name>`. */
const exportedAssets = [
  ...new Set([...exported.matchAll(/"_sanityAsset":"(image|file)@file:\/\/\.\/([^"]+)"/g)].map((match) => match.slice(1).join(":"))),
];

const clientFor = (lake: ContentLake, perspective: "published" | "drafts" | "raw" = "published"): SanityClient =>
  createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion: "2025-02-19",
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    perspective,
  });

let lake: ContentLake;
let client: SanityClient;

beforeAll(async () => {
  lake = await startContentLake();
  client = clientFor(lake);
});
afterAll(() => lake?.stop());

const lastQuery = (): LogEntry => {
  const entry = lake.log.filter((item) => item.kind === "query").at(-1);
  if (!entry) throw new Error("no query logged");
  return entry;
};

describe("queries", () => {
  it("answers a GET query with parameters in the shape @sanity/client reads", async () => {
    const title = await client.fetch(`*[_type == "post" && slug.current == $slug][0].title`, { slug: firstPost.slug.current });
    expect(title).toBe(firstPost.title);
    const raw = await client.fetch(`count(*[_type == "post"])`, {}, { filterResponse: false });
    expect(raw).toMatchObject({ query: `count(*[_type == "post"])`, result: posts.length });
    expect(typeof raw.ms).toBe("number");
    expect(lastQuery()).toMatchObject({ method: "GET", kind: "query", perspective: "published", status: 200 });
  });

  it("answers a long query posted as JSON (the client posts queries over 11 kB)", async () => {
    const ids = [...Array.from({ length: 400 }, (_, index) => `no-such-document-${index}-${"x".repeat(20)}`), firstPost._id];
    const found = await client.fetch(`*[_id in $ids]{_id, title}`, { ids });
    expect(found).toEqual([{ _id: firstPost._id, title: firstPost.title }]);
    expect(lastQuery()).toMatchObject({ method: "POST", params: { ids } });
  });

  it("answers a query that does not parse 400, as the Query API does, and a missing parameter too", async () => {
    const failure = await client.fetch(`*[_type == "post"`).catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 400 });
    expect(String((failure as Error).message)).toContain("GROQ query parse error");
    const response = await fetch(`${lake.url}/v2025-02-19/data/query/${lake.dataset}?query=${encodeURIComponent("*[_id == $id]")}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: "queryParseError", description: expect.stringContaining("$id") } });
    expect(lake.log.at(-1)).toMatchObject({ status: 400, query: "*[_id == $id]" });
  });

  it("refuses another dataset or project", async () => {
    const other = createClient({ ...clientFor(lake).config(), dataset: "staging" });
    await expect(other.fetch(`count(*)`)).rejects.toMatchObject({ statusCode: 404 });
    const wrongProject = createClient({ ...clientFor(lake).config(), projectId: "another" });
    await expect(wrongProject.fetch(`count(*)`)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("the dataset as the Content Lake holds it after `sanity dataset import`", () => {
  it("has no `_sanityAsset` left: every asset is a reference to an asset document", async () => {
    const everything = (await clientFor(lake, "raw").fetch(`*`)) as object[];
    expect(JSON.stringify(everything)).not.toContain("_sanityAsset");
    const references = (await client.fetch(`count(*[_type == "post" && defined(coverImage)])`)) as number;
    const resolved = (await client.fetch(`count(*[_type == "post" && defined(coverImage.asset->url)])`)) as number;
    expect(resolved).toBe(references);
  });

  it("holds an image asset document per image, with the fields Sanity derives from the file", async () => {
    const images = (await client.fetch(`*[_type == "sanity.imageAsset"] | order(_id)`)) as Array<Record<string, unknown>>;
    const names = exportedAssets.filter((asset) => asset.startsWith("image:")).map((asset) => asset.slice("image:".length));
    expect(images).toHaveLength(names.length);
    for (const name of names) {
      const bytes = readFileSync(join(dirname(bundledDataset), name));
      const sha1 = createHash("sha1").update(bytes).digest("hex");
      const { width, height } = await sharp(bytes).metadata();
      const file = `${sha1}-${width}x${height}.jpg`;
      expect(images.find((image) => image.sha1hash === sha1)).toMatchObject({
        _id: `image-${sha1}-${width}x${height}-jpg`,
        _type: "sanity.imageAsset",
        assetId: sha1,
        extension: "jpg",
        mimeType: "image/jpeg",
        size: bytes.length,
        path: `images/${lake.projectId}/${lake.dataset}/${file}`,
        url: `${lake.url}/images/${lake.projectId}/${lake.dataset}/${file}`,
        metadata: { _type: "sanity.imageMetadata", dimensions: { width, height, aspectRatio: (width ?? 0) / (height ?? 1) } },
      });
    }
  });

  it("holds a file asset document per file, served by the CDN as uploaded", async () => {
    const files = (await client.fetch(`*[_type == "sanity.fileAsset"]`)) as Array<Record<string, string | number>>;
    const names = exportedAssets.filter((asset) => asset.startsWith("file:")).map((asset) => asset.slice("file:".length));
    expect(files).toHaveLength(names.length);
    const name = names[0] ?? "";
    const bytes = readFileSync(join(dirname(bundledDataset), name));
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const asset = files.find((file) => file.sha1hash === sha1);
    expect(asset).toMatchObject({
      _id: `file-${sha1}-pdf`,
      path: `files/${lake.projectId}/${lake.dataset}/${sha1}.pdf`,
      mimeType: "application/pdf",
      size: bytes.length,
    });
    const response = await fetch(`${asset?.url}?dl=`);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("resizes images as Sanity's image pipeline does: width, crop rectangle, format", async () => {
    const url = (await client.fetch(`*[_type == "sanity.imageAsset"][0].url`)) as string;
    const webp = await fetch(`${url}?w=320&fit=max&auto=format`, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 320 });
    const cropped = await fetch(`${url}?rect=100,50,400,300&w=200&fm=png`);
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 200, height: 150 });
    const plain = await fetch(`${url}?w=480`, { headers: { accept: "image/jpeg" } });
    expect(await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 480 });
    expect((await fetch(`${url.replace(/\w{40}/, "0".repeat(40))}?w=320`)).status).toBe(404);
  });
});

describe("perspectives", () => {
  it("published leaves drafts out; drafts lays them over published; raw shows both", async () => {
    const draftTitle = `${firstPost.title} (draft)`;
    await client.createOrReplace({ ...firstPost, _id: `drafts.${firstPost._id}`, title: draftTitle });
    await client.create({ _id: "drafts.post-only-a-draft", _type: "post", title: "Only a draft" });
    try {
      const query = `*[_type == "post" && _id in [$id, "post-only-a-draft"]]{_id, _originalId, title} | order(_id)`;
      const params = { id: firstPost._id };
      expect(await client.fetch(query, params)).toEqual([{ _id: firstPost._id, _originalId: null, title: firstPost.title }]);
      expect(await clientFor(lake, "drafts").fetch(query, params)).toEqual(
        [
          { _id: firstPost._id, _originalId: `drafts.${firstPost._id}`, title: draftTitle },
          { _id: "post-only-a-draft", _originalId: "drafts.post-only-a-draft", title: "Only a draft" },
        ].sort((a, b) => (a._id < b._id ? -1 : 1)),
      );
      expect(lastQuery().perspective).toBe("drafts");
      const raw = await clientFor(lake, "raw").fetch(`*[_id match $id + "*" || _id match "drafts." + $id]._id`, params);
      expect([...raw].sort()).toEqual([firstPost._id, `drafts.${firstPost._id}`].sort());
    } finally {
      await client.delete(`drafts.${firstPost._id}`);
      await client.delete("drafts.post-only-a-draft");
    }
  });
});

describe("mutations", () => {
  it("creates, patches (set, unset) and deletes documents as an editor's publish does", async () => {
    const service = documents.find((doc) => doc._type === "service") as Doc & { title: string };
    const created = await client.create({ _id: "category-standin-test", _type: "category", title: "A test category" });
    expect(created).toMatchObject({ _id: "category-standin-test", _rev: expect.any(String), _createdAt: expect.any(String) });
    await expect(client.create({ _id: "category-standin-test", _type: "category" })).rejects.toMatchObject({ statusCode: 409 });
    await client
      .patch(service._id)
      .set({ title: `${service.title}, renamed` })
      .unset(["seo"])
      .commit();
    expect(await client.fetch(`*[_id == $id][0]{title, seo}`, { id: service._id })).toEqual({
      title: `${service.title}, renamed`,
      seo: null,
    });
    await client.delete("category-standin-test");
    expect(await client.fetch(`*[_id == "category-standin-test"][0]`)).toBeNull();
    await client.createOrReplace(service);
    expect(await client.fetch(`*[_id == $id][0].title`, { id: service._id })).toBe(service.title);
    await expect(client.patch("no-such-document").set({ title: "x" }).commit()).rejects.toMatchObject({ statusCode: 409 });
    expect(lake.log.filter((entry) => entry.kind === "mutate").length).toBeGreaterThanOrEqual(6);
  });

  it("tells every listener of each accepted transaction: the documents before and after, a refused one not at all", async () => {
    const heard: Transaction[] = [];
    const stop = lake.onTransaction((transaction) => heard.push(transaction));
    try {
      const id = "category-standin-listener";
      const { transactionId } = await client.transaction().create({ _id: id, _type: "category", title: "Heard" }).commit();
      await client.patch(id).set({ title: "Heard twice" }).commit();
      await expect(client.create({ _id: id, _type: "category" })).rejects.toMatchObject({ statusCode: 409 });
      await client.delete(id);
      expect(heard.map((transaction) => transaction.changes)).toEqual([
        [{ id, before: null, after: expect.objectContaining({ title: "Heard", _rev: transactionId }) }],
        [{ id, before: expect.objectContaining({ title: "Heard" }), after: expect.objectContaining({ title: "Heard twice" }) }],
        [{ id, before: expect.objectContaining({ title: "Heard twice" }), after: null }],
      ]);
      expect(heard[0]).toMatchObject({ transactionId, timestamp: expect.any(String), visibleAt: expect.any(Number) });
    } finally {
      stop();
    }
    await client.create({ _id: "category-standin-unheard", _type: "category" });
    expect(heard).toHaveLength(3);
    await client.delete("category-standin-unheard");
  });

  it("makes a mutation visible to queries only after the delay (eventual consistency)", async () => {
    const delayMs = 5000;
    const slow = await startContentLake({ delayMs });
    try {
      const slowClient = clientFor(slow);
      const titleOf = () => slowClient.fetch(`*[_id == $id][0].title`, { id: firstPost._id });
      const edited = `${firstPost.title}, edited`;
      const accepted = performance.now();
      await slowClient.patch(firstPost._id).set({ title: edited }).commit({ visibility: "async" });
      // The answer to the mutation came at once (`async`); a query right after it still reads the previous version.
      expect(await titleOf()).toBe(firstPost.title);
      await expect.poll(titleOf, { timeout: 30_000, interval: 200 }).toBe(edited);
      expect(performance.now() - accepted).toBeGreaterThanOrEqual(delayMs - 50);
      // `sync` (the client's default) answers once queries see the change, as Sanity does.
      await slowClient.patch(firstPost._id).set({ title: firstPost.title }).commit();
      expect(await titleOf()).toBe(firstPost.title);
      await slowClient.delete(firstPost._id, { visibility: "async" });
      await expect.poll(titleOf, { timeout: 30_000, interval: 200 }).toBeNull();
    } finally {
      await slow.stop();
    }
  }, 90_000);
});

describe("the request log", () => {
  it("lists every request with its method, path, query, parameters and bytes, over HTTP too, and empties", async () => {
    await client.fetch(`*[_type == "post" && slug.current == $slug][0]._id`, { slug: firstPost.slug.current });
    const { entries } = (await (await fetch(`${lake.url}/_standin/log`)).json()) as { entries: LogEntry[] };
    const entry = entries.at(-1);
    expect(entry).toMatchObject({
      method: "GET",
      path: `/v2025-02-19/data/query/${lake.dataset}`,
      kind: "query",
      query: `*[_type == "post" && slug.current == $slug][0]._id`,
      params: { slug: firstPost.slug.current },
      status: 200,
    });
    expect(entry?.bytes).toBeGreaterThan(firstPost._id.length);
    expect(entries.map((item) => item.seq)).toEqual([...entries.map((item) => item.seq)].sort((a, b) => a - b));
    expect((await fetch(`${lake.url}/_standin/log`, { method: "DELETE" })).status).toBe(200);
    expect(lake.log).toHaveLength(0);
    await client.fetch(`count(*)`);
    expect(lake.log).toHaveLength(1);
  });
});

describe("what the Studio needs", () => {
  let studioLake: ContentLake;
  let editor: SanityClient;
  beforeAll(async () => {
    studioLake = await startContentLake();
    editor = clientFor(studioLake, "raw");
  });
  afterAll(() => studioLake?.stop());

  /** The listen stream's events, through the client, until `count` mutation events came. */
  function listenFor(query: string, params: Record<string, unknown>, count: number) {
    const events: MutationEvent[] = [];
    let welcomed: () => void = () => {};
    const welcome = new Promise<void>((done) => {
      welcomed = done;
    });
    const received = new Promise<MutationEvent[]>((done, fail) => {
      const subscription = editor
        .listen(query, params, {
          events: ["welcome", "mutation"],
          includeResult: true,
          includePreviousRevision: true,
          effectFormat: "mendoza",
        })
        .subscribe({
          next: (event) => {
            if (event.type === "welcome") welcomed();
            if (event.type !== "mutation") return;
            events.push(event as MutationEvent);
            if (events.length >= count) {
              subscription.unsubscribe();
              done(events);
            }
          },
          error: fail,
        });
    });
    return { welcome, received };
  }

  it("answers CORS preflights from this machine's origins only, with credentials", async () => {
    const preflight = (origin: string) =>
      fetch(`${studioLake.url}/v2025-02-19/data/query/production`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
    const local = await preflight("http://localhost:3333");
    expect(local.status).toBe(204);
    expect(local.headers.get("access-control-allow-origin")).toBe("http://localhost:3333");
    expect(local.headers.get("access-control-allow-credentials")).toBe("true");
    expect(local.headers.get("access-control-allow-headers")).toBe("content-type");
    const remote = await preflight("https://example.org");
    expect(remote.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("has one signed-in user, who may do everything in the dataset", async () => {
    const me = await editor.request<{ id: string; name: string }>({ uri: "/users/me" });
    expect(me.id).toMatch(/\S/);
    const acl = await editor.request<{ filter: string; permissions: string[] }[]>({
      uri: `/projects/${studioLake.projectId}/datasets/${studioLake.dataset}/acl`,
    });
    expect(acl).toEqual([{ filter: expect.any(String), permissions: expect.arrayContaining(["read", "create", "update", "history"]) }]);
  });

  it("streams a mutation event for every change a listener's query matches, from any client, with revisions and effects", async () => {
    const post = (await editor.getDocument(firstPost._id)) as Doc & { _rev: string };
    const { welcome, received } = listenFor("*[_id in $ids]", { ids: [post._id, `drafts.${post._id}`] }, 2);
    await welcome;
    // Another client: the lake in the process.
    const { transactionId } = await studioLake.mutate([
      { createOrReplace: { ...post, _id: `drafts.${post._id}`, title: "Listened" } },
      { patch: { id: post._id, set: { title: "Listened too" } } },
    ]);
    const events = await received;
    expect(events.map((event) => [event.documentId, event.transition])).toEqual([
      [`drafts.${post._id}`, "appear"],
      [post._id, "update"],
    ]);
    for (const [index, event] of events.entries()) {
      expect(event).toMatchObject({
        transactionId,
        resultRev: transactionId,
        transactionTotalEvents: 2,
        transactionCurrentEvent: index + 1,
      });
    }
    const [draft, published] = events as [MutationEvent, MutationEvent];
    expect(draft.previousRev).toBeUndefined();
    expect(published.previousRev).toBe(post._rev);
    expect(published.previous).toMatchObject({ title: firstPost.title });
    expect(published.result).toMatchObject({ title: "Listened too" });
    // The effects in mendoza's format, which the Studio applies to the document it holds: the Value operation
    // (0) with the whole document after (and before, to revert), without revisions.
    const { _rev, ...before } = post;
    const { _rev: _after, ...after } = published.result as Doc & { _rev: string };
    expect(published.effects).toEqual({ apply: [0, after], revert: [0, before] });
  });

  it("takes the Actions API: edit makes the draft from the published document, publish, unpublish, discard, delete; listeners hear each", async () => {
    const id = posts[1]?._id as string;
    const draftId = `drafts.${id}`;
    const { welcome, received } = listenFor("*[_id in $ids]", { ids: [id, draftId] }, 6);
    await welcome;
    await editor.action({ actionType: "sanity.action.document.edit", draftId, publishedId: id, patch: { set: { title: "Edited" } } });
    expect(await editor.getDocument(draftId)).toMatchObject({ title: "Edited", slug: posts[1]?.slug });
    await editor.action({ actionType: "sanity.action.document.publish", draftId, publishedId: id });
    expect(await editor.getDocument(id)).toMatchObject({ title: "Edited" });
    expect(await editor.getDocument(draftId)).toBeUndefined();
    await editor.action({ actionType: "sanity.action.document.unpublish", draftId, publishedId: id });
    expect(await editor.getDocument(id)).toBeUndefined();
    expect(await editor.getDocument(draftId)).toMatchObject({ title: "Edited" });
    await editor.action({ actionType: "sanity.action.document.discard", draftId });
    const events = await received;
    expect(events.map((event) => `${event.documentId} ${event.transition}`)).toEqual([
      `${draftId} appear`,
      // A publish: the published document written from the draft, then the draft deleted, in one transaction.
      `${id} update`,
      `${draftId} disappear`,
      `${draftId} appear`,
      `${id} disappear`,
      `${draftId} disappear`,
    ]);
    await expect(
      editor.action({ actionType: "sanity.action.document.publish", draftId: "drafts.none", publishedId: "none" }),
    ).rejects.toThrow(/does not exist/);
    await editor.create({ _id: draftId, _type: "post", title: "Again" });
    await editor.action({ actionType: "sanity.action.document.delete", publishedId: id, includeDrafts: [draftId] });
    expect(await editor.getDocument(draftId)).toBeUndefined();
  });

  it("takes an image upload: the asset named by its SHA-1, served resized by the CDN, heard by listeners", async () => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const { welcome, received } = listenFor("*[_type == 'sanity.imageAsset']", {}, 1);
    await welcome;
    const asset = await editor.assets.upload("image", bytes, { filename: "swatch.png" });
    expect(asset).toMatchObject({
      _id: `image-${sha1}-64x48-png`,
      originalFilename: "swatch.png",
      metadata: { dimensions: { width: 64 } },
    });
    const [event] = await received;
    expect(event).toMatchObject({ documentId: asset._id, transition: "appear" });
    const resized = await fetch(`${asset.url}?w=32`);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(32);
  });

  it("answers the Studio's search, text::query(), by the match it stands for", async () => {
    const post = posts[3] as Doc & { title: string };
    const word = (post.title.split(/\s+/).find((part) => part.length > 6) ?? post.title).replace(/\W/g, "");
    const found = await editor.fetch<string[]>(`*[_type == "post" && title match text::query($q)]._id`, {
      q: `${word.slice(0, 5)}* -zzqx`,
    });
    expect(found).toContain(post._id);
    expect(await editor.fetch(`*[_type == "post" && title match text::query($q)]._id`, { q: "zzqxnotaword" })).toEqual([]);
  });

  it("keeps each document's history: its transactions and the document at a revision", async () => {
    const id = posts[2]?._id as string;
    const { transactionId } = await studioLake.mutate([{ patch: { id, set: { title: "History" } } }]);
    const lines = await (
      await fetch(`${studioLake.url}/v2025-02-19/data/history/production/transactions/${id}?excludeContent=true`)
    ).text();
    const [transaction] = lines
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(transaction).toMatchObject({ id: transactionId, documentIDs: [id] });
    const at = await editor.request<{ documents: Doc[] }>({ uri: `/data/history/production/documents/${id}?revision=${transactionId}` });
    expect(at.documents[0]).toMatchObject({ _id: id, title: "History" });
    const imported = await editor.request<{ documents: Doc[] }>({ uri: `/data/history/production/documents/${id}?revision=imported` });
    expect(imported.documents[0]).toMatchObject({ title: posts[2]?.title });
  });

  it("speaks HTTP/2 over TLS on the same port (a browser's many listen streams share one connection)", async () => {
    const session = connect(studioLake.studioApiHost, { rejectUnauthorized: false });
    try {
      const body = await new Promise<string>((done, fail) => {
        const stream = session.request({ ":path": "/v2025-02-19/users/me" });
        let text = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk) => {
          text += chunk;
        });
        stream.on("end", () => done(text));
        stream.on("error", fail);
      });
      expect(JSON.parse(body)).toMatchObject({ id: expect.any(String) });
    } finally {
      session.close();
    }
  });
});
