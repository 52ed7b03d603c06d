import { createClient, type SanityClient } from "@sanity/client";
import { vercelStegaDecode } from "@vercel/stega";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledDocuments } from "../dataset-with";
import { type ContentLake, startContentLake } from "./server.mjs";

// The stand-in's Content Source Maps, read through the real @sanity/client with stega on (as the site's draft
// mode reads): each string the client encodes must decode to the document and field it came from.

type Post = {
  _id: string;
  _type: "post";
  title: string;
  excerpt: string;
  author: { _ref: string };
  body: { _key: string; _type: string; children?: { _key: string; text: string }[] }[];
};

const post = (bundledDocuments() as { _type: string }[]).find(
  (doc): doc is Post => doc._type === "post" && Array.isArray((doc as Post).body) && (doc as Post).body.some((block) => block.children),
) as Post;
const studioUrl = "http://127.0.0.1:3333";

let lake: ContentLake;
let client: SanityClient;

beforeAll(async () => {
  lake = await startContentLake();
  client = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion: "2025-02-19",
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    perspective: "drafts",
    stega: { enabled: true, studioUrl },
  });
});
afterAll(() => lake?.stop());

/** Where an encoded string says it came from: the document, its type and the field's path. */
function source(encoded: unknown) {
  const decoded = vercelStegaDecode<{ origin: string; href: string }>(String(encoded));
  if (!decoded) return undefined;
  const href = new URL(decoded.href, studioUrl);
  const intent = Object.fromEntries(
    href.pathname
      .split(";")
      .slice(1)
      .map((part) => part.split("=").map(decodeURIComponent) as [string, string]),
  );
  return { origin: decoded.origin, id: intent.id, type: intent.type, path: intent.path };
}

describe("Content Source Maps", () => {
  it("encodes a draft's title, a joined document's field and a block's text with their document and path", async () => {
    const draftTitle = `${post.title} (draft)`;
    await lake.mutate([{ createOrReplace: { ...post, _id: `drafts.${post._id}`, title: draftTitle } }]);
    const block = post.body.find((item) => item.children) as Post["body"][number] & { children: { _key: string; text: string }[] };
    const result = await client.fetch<{ heading: string; excerpt: string; author: { name: string }; body: Post["body"] }>(
      `*[_type == "post" && _id == $id][0]{ "heading": title, excerpt, "author": author->{ name }, body }`,
      { id: post._id },
    );

    expect(source(result.heading)).toEqual({ origin: "sanity.io", id: post._id, type: "post", path: "title" });
    expect(source(result.excerpt)).toMatchObject({ id: post._id, path: "excerpt" });
    // A draft reads as the draft (no `published` perspective in the edit link), a published document as published.
    expect(vercelStegaDecode<{ href: string }>(result.heading)?.href).not.toContain("perspective=published");
    expect(source(result.author.name)).toMatchObject({ id: post.author._ref, type: "author", path: "name" });
    expect(vercelStegaDecode<{ href: string }>(result.author.name)?.href).toContain("perspective=published");
    const text = result.body.find((item) => item._key === block._key)?.children?.[0]?.text;
    expect(source(text)).toMatchObject({
      id: post._id,
      path: `body[_key=="${block._key}"].children[_key=="${block.children[0]?._key}"].text`,
    });
  });

  it("answers no map unless asked, and leaves out strings no document holds", async () => {
    const plain = await client.fetch(`*[_id == $id][0].title`, { id: post._id }, { stega: false, filterResponse: false });
    expect(plain).not.toHaveProperty("resultSourceMap");
    const computed = await client.fetch<string>(`"Computed: " + *[_id == $id][0].title`, { id: post._id });
    expect(vercelStegaDecode(computed)).toBeUndefined();
  });
});
