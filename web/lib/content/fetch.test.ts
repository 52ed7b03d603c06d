import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError } from "./errors";
import { contentQuery, createFetcher, parseQuery } from "./fetch";
import { createLocalSource } from "./source-local";

function datasetFile(docs: object[]): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  const file = join(dir, "dataset.ndjson");
  writeFileSync(file, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return file;
}

const docs = [
  { _id: "service-a", _type: "service", title: "Alpha", order: 2, benefits: ["one", "two", "three"] },
  { _id: "service-b", _type: "service", title: "Beta", order: 1, benefits: ["one", "two"] },
  { _id: "drafts.service-a", _type: "service", title: "Alpha (unpublished edit)", order: 2, benefits: [] },
  { _id: "versions.r1.service-b", _type: "service", title: "Beta in a release", order: 1, benefits: [] },
];
const fetchContent = createFetcher(createLocalSource(datasetFile(docs)));

const titles = contentQuery(
  "titles",
  `*[_type == "service"] | order(order asc){_id, _type, title}`,
  z.array(z.object({ title: z.string() })),
);

describe("fetchContent over the local dataset", () => {
  it("evaluates GROQ with groq-js and leaves drafts and release versions out", async () => {
    await expect(fetchContent(titles)).resolves.toEqual([{ title: "Beta" }, { title: "Alpha" }]);
  });

  it("passes params to the query", async () => {
    const one = contentQuery("one", `*[_type == "service" && title == $title][0]{title}`, z.object({ title: z.string() }));
    await expect(fetchContent(one, { title: "Alpha" })).resolves.toEqual({ title: "Alpha" });
  });

  it("refuses a query whose parameter is missing instead of reading it as null", async () => {
    const one = contentQuery("serviceByTitle", `*[_type == "service" && title == $title][0]{title}`, z.object({ title: z.string() }));
    await expect(fetchContent(one)).rejects.toThrow(ContentError);
    await expect(fetchContent(one, {})).rejects.toThrow('Content query "serviceByTitle" needs the parameter(s) $title');
  });

  it("fails naming the query, the document _id and the field path when a document is invalid", async () => {
    const cards = contentQuery(
      "serviceCards",
      `*[_type == "service"] | order(order asc){_id, _type, title, benefits}`,
      z.array(z.object({ _id: z.string(), title: z.string(), benefits: z.array(z.string()).length(3) })),
    );
    const error = await fetchContent(cards).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(/Content query "serviceCards"/);
    expect((error as Error).message).toMatch(/document "service-b" \(service\), field "benefits"/);
  });

  it("names nested fields inside a document", async () => {
    const nested = contentQuery(
      "nested",
      `*[_id == "service-b"][0]{_id, _type, "page": {"items": benefits}}`,
      z.object({ page: z.object({ items: z.array(z.string().min(5)) }) }),
    );
    await expect(fetchContent(nested)).rejects.toThrow(/document "service-b" \(service\), field "page\.items\[0\]"/);
  });
});

describe("fetchContent's parsing", () => {
  it("parses a result the source gives again (the local source's, per file version) once", async () => {
    let parses = 0;
    const counted = contentQuery(
      "counted",
      `*[_type == "service"] | order(order asc){title}`,
      z.array(z.object({ title: z.string() })).transform((list) => {
        parses += 1;
        return list.map((item) => item.title);
      }),
    );
    const fetchOnce = createFetcher(createLocalSource(datasetFile(docs)));
    const first = await fetchOnce(counted);
    expect(await fetchOnce(counted)).toBe(first);
    expect(first).toEqual(["Beta", "Alpha"]);
    expect(parses).toBe(1);
    const fresh = createFetcher(async () => [{ title: "New" }]);
    await fresh(counted);
    await fresh(counted);
    expect(parses).toBe(3);
  });
});

describe("parseQuery's parameters", () => {
  it("finds every $parameter in a query, nested ones too", () => {
    expect([...parseQuery(`*[_type == $type && slug.current == $slug]{"x": *[_id == $other][0]}`).params].sort()).toEqual([
      "other",
      "slug",
      "type",
    ]);
    expect(parseQuery(`*[_type == "service"]`).params.size).toBe(0);
  });

  it("finds the parameters that bound a slice, which the parser needs as numbers", () => {
    expect([...parseQuery(`*[_type == "post" && author._ref == $author] | order(title asc)[$start...$end]{title}`).params].sort()).toEqual([
      "author",
      "end",
      "start",
    ]);
    expect([...parseQuery(`*[_type == "post"][0..$last]`).params]).toEqual(["last"]);
    expect([...parseQuery(`*[_type == "post"][2...5]`).params]).toEqual([]);
  });
});

describe("a cached read", () => {
  it("gives back the same object while the result is unchanged, so it is parsed once per publish", async () => {
    const { createFetcher, contentQuery: named, sameWhileUnchanged } = await import("./fetch");
    let title = "Alpha";
    let reads = 0;
    // Like Next's data cache: a fresh copy of the stored result on every read.
    const copies = async () => {
      reads += 1;
      return JSON.parse(JSON.stringify([{ title }]));
    };
    let tagged: string[] = [];
    const fetchWith = createFetcher(copies, (read, tags) => {
      tagged = tags;
      return sameWhileUnchanged(read);
    });
    const query = named("titles", `*[_type == "service"]{title}`, z.array(z.object({ title: z.string() })));
    const first = await fetchWith(query);
    expect(await fetchWith(query)).toBe(first);
    expect(tagged).toEqual(["sanity:service"]);
    title = "Beta";
    const changed = await fetchWith(query);
    expect(changed).not.toBe(first);
    expect(changed).toEqual([{ title: "Beta" }]);
    expect(reads).toBe(3);
  });
});
