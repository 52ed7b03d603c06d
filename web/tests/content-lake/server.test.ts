import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createClient, type SanityClient } from "@sanity/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledDocuments } from "../dataset-with";
import { bundledDataset, type ContentLake, type LogEntry, startContentLake, type Transaction } from "./server.mjs";

// The Content Lake stand-in, driven through the real @sanity/client configured as the site configures it
// for another API host (SANITY_API_HOST: `apiHost`, `useProjectHostname: false`).

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
      await slowClient.patch(firstPost._id).set({ title: edited }).commit();
      // The answer to the mutation came; a query right after it still reads the previous version.
      expect(await titleOf()).toBe(firstPost.title);
      await expect.poll(titleOf, { timeout: 30_000, interval: 200 }).toBe(edited);
      expect(performance.now() - accepted).toBeGreaterThanOrEqual(delayMs - 50);
      await slowClient.delete(firstPost._id);
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
