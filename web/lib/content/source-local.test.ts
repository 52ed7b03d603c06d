import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { bundledDocuments, datasetOf } from "@/tests/dataset-with";
import { scaleDataset } from "../../../scripts/lib/scale-dataset.mjs";
import { applyIndexes, createLocalSource, type Dataset } from "./source-local";

describe("the local source", () => {
  it("re-reads the dataset file when it changes (a publish to the bundled dataset)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "content-")), "dataset.ndjson");
    const write = (title: string, time: number) => {
      writeFileSync(file, `${JSON.stringify({ _id: "a", _type: "service", title })}\n`);
      utimesSync(file, time, time);
    };
    const fetchLocal = createLocalSource(file);
    const query = `*[_id == "a"][0].title`;
    write("Before", 1_700_000_000);
    await expect(fetchLocal(query, {})).resolves.toBe("Before");
    write("After!", 1_700_000_100);
    await expect(fetchLocal(query, {})).resolves.toBe("After!");
  });

  it("follows references by id, a missing one to null", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "content-")), "dataset.ndjson");
    const docs = [
      { _id: "a", _type: "post", author: { _ref: "b" }, editor: { _ref: "gone" } },
      { _id: "b", _type: "author", name: "B" },
    ];
    writeFileSync(file, docs.map((doc) => `${JSON.stringify(doc)}\n`).join(""));
    const fetchLocal = createLocalSource(file);
    const query = `*[_id == $id][0]{"author": author->name, "editor": editor->name}`;
    await expect(fetchLocal(query, { id: "a" })).resolves.toEqual({ author: "B", editor: null });
    await expect(fetchLocal(query, { id: "b" })).resolves.toEqual({ author: null, editor: null });
  });

  it("reads files laid out as Sanity's export does: an asset with its URL, size and type, or an error naming the field", async () => {
    const folder = mkdtempSync(join(tmpdir(), "content-"));
    const file = join(folder, "dataset.ndjson");
    const guide = { _type: "file", _sanityAsset: "file@file://./files/guide.pdf" };
    writeFileSync(file, `${JSON.stringify({ _id: "a", _type: "page", links: [{ _key: "k", file: guide }] })}\n`);
    const fetchLocal = createLocalSource(file);
    const query = `*[_id == "a"][0].links[0].file.asset->{url, size, extension, mimeType}`;
    await expect(fetchLocal(query, {})).rejects.toThrow(
      /document "a"\.links\[0\]\.file: the file files\/guide\.pdf is not beside the dataset/,
    );

    mkdirSync(join(folder, "files"));
    writeFileSync(join(folder, "files", "guide.pdf"), "%PDF-1.7 twenty bytes");
    utimesSync(file, 1_700_000_200, 1_700_000_200);
    await expect(fetchLocal(query, {})).resolves.toEqual({
      url: "/files/guide.pdf",
      size: 21,
      extension: "pdf",
      mimeType: "application/pdf",
    });
  });

  it("gives an image its size from the name Sanity's export gives it, and refuses a name that does not say it", async () => {
    const folder = mkdtempSync(join(tmpdir(), "content-"));
    const file = join(folder, "dataset.ndjson");
    const name = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x675.jpg";
    mkdirSync(join(folder, "images"));
    writeFileSync(join(folder, "images", name), "a jpeg");
    writeFileSync(join(folder, "images", "photo.jpg"), "a jpeg");
    const write = (image: string, time: number) => {
      const cover = { _type: "image", alt: "A chart", _sanityAsset: `image@file://./images/${image}` };
      writeFileSync(file, `${JSON.stringify({ _id: "p", _type: "post", coverImage: cover })}\n`);
      utimesSync(file, time, time);
    };
    const fetchLocal = createLocalSource(file);
    const query = `*[_id == "p"][0].coverImage.asset->{url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}`;
    write(name, 1_700_000_000);
    await expect(fetchLocal(query, {})).resolves.toEqual({ url: `/files/${name}`, width: 1200, height: 675 });
    write("photo.jpg", 1_700_000_100);
    await expect(fetchLocal(query, {})).rejects.toThrow(
      /document "p"\.coverImage: the image images\/photo\.jpg is not named as Sanity's export names images/,
    );
  });

  it("looks documents up by the fields a filter pins, with the results groq-js gives reading every document", async () => {
    const file = datasetOf(scaleDataset(bundledDocuments(), 60, 3));
    const fetchLocal = createLocalSource(file);
    // Every document as the source holds them (assets resolved), for groq-js to read in full.
    const documents = (await fetchLocal("*", {})) as { _id: string; _type: string; slug?: { current: string } }[];
    const posts = documents.filter((doc) => doc._type === "post");
    const [first, second, third] = posts;
    if (!first?.slug || !second || !third) throw new Error("the dataset has too few posts");
    const params = {
      slug: first.slug.current,
      id: second._id,
      ids: [third._id, "missing", first._id, third._id],
      day: (first as { publishedAt?: string }).publishedAt ?? "",
      types: ["post", "caseStudy"],
      category: "category-workforce",
    };
    const queries = [
      `*[_type == "post" && slug.current == $slug][0]{_id, title, "author": author->name}`,
      `*[_type == "post" && slug.current == "no-such-post"][0]`,
      `*[_id in $ids]._id`,
      `*[_type in $types && _id == $id][0]{"title": coalesce(seo.title, title, name)}`,
      `*["post" == _type && publishedAt == $day] | order(title asc)._id`,
      `*[_type == "post" && (slug.current == $slug || _id == $id)]._id`,
      `*[_type == "post" && !(_id in $ids)][0...5]._id`,
      `*[_type == "author"]{name, "posts": count(*[_type == "post" && author._ref == ^._id])}`,
      `*[_type == "post" && _id == ^._id]`,
      `*[_type == "page" && slug.current == "blog"][0].sections[_type == "postListing"][0].pagination.pageSize`,
      `*[_type == "post" && count(categories[_ref in *[_type == "category" && slug.current == "technology"]._id]) > 0]._id`,
      `{"services": count(*[_type == "service"]), "one": *[_type == "service"][0]._id, "none": *[_type == 1]}`,
      `*[_type == "post" && $category in categories[]._ref] | order(publishedAt desc)[1...4]._id`,
      `*["category-technology" in categories[]._ref && "category-regulatory" in categories[]._ref]._id`,
      `*[$id in relatedServices[]._ref]._id`,
      `*[_type == "post" && "post" in categories[]._ref]._id`,
    ];
    for (const query of queries) {
      const tree = parse(query, { params });
      const byId = new Map(documents.map((doc) => [doc._id, doc]));
      const reference = await (
        await evaluate(tree, { dataset: documents, params, dereference: ({ _ref }) => byId.get(_ref) ?? null })
      ).get();
      expect(await fetchLocal(query, params), query).toEqual(reference);
    }
  });

  it("reads only the documents a filter pins, in every part of a query, and none by a field it does not have", async () => {
    const documents = [
      { _id: "a", _type: "post", categories: [{ _ref: "c1" }], slug: { current: "x" } },
      { _id: "b", _type: "post", categories: [{ _ref: "c2" }], "slug.current": "x" },
      { _id: "c", _type: "page", slug: { current: "x" } },
    ];
    const dataset: Dataset = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])), indexes: new Map() };
    /** The documents each `*[…]` of the query reads, by id (every document when none is pinned). */
    const reads = (query: string, params: Record<string, unknown> = {}) => {
      const found: string[][] = [];
      const walk = (node: unknown) => {
        if (!node || typeof node !== "object") return;
        const record = node as { type?: string; base?: { type?: string; value?: { _id: string }[] } };
        if (record.type === "Filter" && record.base?.type === "Value") found.push((record.base.value ?? []).map((doc) => doc._id));
        if (record.type === "Filter" && record.base?.type === "Everything") found.push(documents.map((doc) => doc._id));
        for (const [key, value] of Object.entries(node)) if (!(record.type === "Value" && key === "value")) walk(value);
      };
      const tree = parse(query, { params });
      applyIndexes(tree, dataset);
      walk(tree);
      return found;
    };
    const listPage = `{"total": count(*[_type == "post" && $c in categories[]._ref]), "posts": *[_type == "post" && $c in categories[]._ref][0...1]{"more": *[_id == "c"]}}`;
    expect(reads(listPage, { c: "c1" })).toEqual([["a"], ["a"], ["c"]]);
    expect(reads(`*[slug.current == "x"]`)).toEqual([["a", "c"]]);
    // A field whose name has a dot is not the path through two fields.
    expect(reads(`*[@["slug.current"] == "x"]`)).toEqual([["b"]]);
    expect(reads(`*[_type == "post" || _id == "c"]`)).toEqual([["a", "b", "c"]]);
    for (const query of [`*[@["slug.current"] == "x"]._id`, `*[slug.current == "x"]._id`, listPage]) {
      const params = { c: "c1" };
      const plain = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
      const tree = parse(query, { params });
      applyIndexes(tree, dataset);
      const indexed = await (await evaluate(tree, { dataset: documents, params })).get();
      expect(indexed, query).toEqual(plain);
    }
  });
});
