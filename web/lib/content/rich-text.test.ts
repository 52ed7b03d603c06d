import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bundledDocuments, datasetOf, datasetWith } from "@/tests/dataset-with";
import { scaleDataset } from "../../../scripts/lib/scale-dataset.mjs";
import { ContentError } from "./errors";
import { contentQuery, createFetcher } from "./fetch";
import { newestFirst, postCardsQuery, postSlugsQuery } from "./post";
import { postPageQuery, postPageWith, relatedPostCount, relatedPostIds } from "./post-page";
import { countWords, readingMinutes, wordsPerMinute } from "./rich-text";
import { createLocalSource, defaultDatasetFile } from "./source-local";

type Block = { _type: string; children?: { text: string }[]; title?: string; text?: string };
type StoredPost = { _id: string; _type: string; slug: { current: string }; categories: { _ref: string }[]; body: Block[] };

const posts: StoredPost[] = readFileSync(defaultDatasetFile, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line))
  .filter((doc) => doc._type === "post");

const fetchBundled = createFetcher(createLocalSource(defaultDatasetFile));

describe("reading time", () => {
  it("counts words, not spaces or punctuation", () => {
    expect(countWords(["", null, undefined])).toBe(0);
    expect(countWords(["Prior authorization, in 2026: what's next?"])).toBe(6);
    expect(countWords(["  two   words ", "and — three more"])).toBe(5);
    expect(countWords(["e-mail U.S. 3.5"])).toBe(3);
  });

  it("rounds minutes up, at least one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(wordsPerMinute)).toBe(1);
    expect(readingMinutes(wordsPerMinute + 1)).toBe(2);
  });

  it("is computed from each post's text: its blocks and callouts", async () => {
    const cards = await fetchBundled(postCardsQuery);
    expect(cards).toHaveLength(posts.length);
    for (const card of cards) {
      const stored = posts.find((post) => post._id === card._id);
      const texts = (stored?.body ?? []).flatMap((block) =>
        block._type === "block"
          ? (block.children ?? []).map((child) => child.text)
          : block._type === "callout"
            ? [block.title, block.text]
            : [],
      );
      expect(card.wordCount, card._id).toBe(countWords(texts));
      expect(card.readingMinutes, card._id).toBe(Math.max(1, Math.ceil(card.wordCount / wordsPerMinute)));
    }
  });
});

describe("a post's page", () => {
  it("every post reads: author, categories, body with internal links resolved, related posts sharing a category", async () => {
    const slugs = await fetchBundled(postSlugsQuery);
    expect(slugs).toHaveLength(posts.length);
    for (const slug of slugs) {
      const post = await postPageWith(fetchBundled)(slug);
      expect(post?.slug).toBe(slug);
      if (!post) continue;
      const stored = posts.find((candidate) => candidate._id === post._id);
      const mine = new Set(stored?.categories.map((category) => category._ref));
      for (const related of post.related) {
        expect(related._id).not.toBe(post._id);
        expect(related.categories.some((category) => mine.has(category._id))).toBe(true);
      }
      for (const block of post.body) {
        if (block._type !== "block") continue;
        for (const mark of block.markDefs ?? [])
          expect(mark.href).toMatch(mark._type === "internalLink" ? /^\/(blog|services|case-studies)\/[a-z0-9-]+$/ : /^https:\/\//);
      }
    }
  });

  it("related posts are the newest that share a category, as one GROQ query under the post would choose them", async () => {
    // The choice as a query under each post would make it (which reads every post for every post page).
    const relatedByQuery = contentQuery(
      "relatedByQuery",
      `*[_type == "post" && slug.current == $slug][0]{
        "related": *[_type == "post" && _id != ^._id && count(categories[@._ref in ^.^.categories[]._ref]) > 0] | ${newestFirst}[0...${relatedPostCount}]._id
      }.related`,
      z.array(z.string()),
    );
    // The bundled posts, and 200 generated ones: many posts share a day and categories.
    const file = datasetOf(scaleDataset(bundledDocuments(), 200, 7));
    for (const fetch of [fetchBundled, createFetcher(createLocalSource(file))]) {
      const slugs = await fetch(postSlugsQuery);
      let withRelated = 0;
      for (const slug of slugs) {
        const post = await postPageWith(fetch)(slug);
        const expected = await fetch(relatedByQuery, { slug });
        expect(
          post?.related.map((related) => related._id),
          slug,
        ).toEqual(expected);
        if (expected.length > 0) withRelated += 1;
      }
      expect(withRelated).toBeGreaterThan(slugs.length / 2);
    }
    // A GROQ query per post over the whole dataset: more than the default 5 s on a loaded machine.
  }, 60_000);

  it("related posts: itself never, a post sharing no category never, at most the count asked for, in the list's order", () => {
    const topics = [
      { _id: "p1", categories: ["a"] },
      { _id: "p2", categories: ["b"] },
      { _id: "p3", categories: ["a", "b"] },
      { _id: "p4", categories: [] },
      { _id: "p5", categories: ["b"] },
    ];
    const post = (id: string, categories: string[]) => ({ _id: id, categories: categories.map((_id) => ({ _id })) });
    expect(relatedPostIds(post("p3", ["a", "b"]), topics, 3)).toEqual(["p1", "p2", "p5"]);
    expect(relatedPostIds(post("p3", ["a", "b"]), topics, 2)).toEqual(["p1", "p2"]);
    expect(relatedPostIds(post("p1", ["a"]), topics)).toEqual(["p3"]);
    expect(relatedPostIds(post("p4", []), topics)).toEqual([]);
  });

  it("a link to a post that was deleted fails the build naming the document and field", async () => {
    const [first] = posts;
    if (!first) throw new Error("the dataset has no post");
    const broken = {
      ...first,
      _id: "post-broken-link",
      slug: { _type: "slug", current: "broken-link" },
      body: [
        {
          _type: "block",
          _key: "b1",
          style: "normal",
          markDefs: [{ _type: "internalLink", _key: "m1", reference: { _type: "reference", _ref: "post-deleted" } }],
          children: [{ _type: "span", _key: "s1", text: "gone", marks: ["m1"] }],
        },
      ],
    };
    const fetchContent = createFetcher(createLocalSource(datasetWith([broken])));
    const error = await fetchContent(postPageQuery, { slug: "broken-link" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(String(error)).toMatch(
      /document "post-broken-link" \(post\), field "body.*markDefs.*href": the link leads to a page that no longer exists/,
    );
  });
});
