import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ContentQuery, parseQuery } from "./fetch";
import { anyTypeTag, queryTags } from "./tags";

const tagsOf = (query: string) => queryTags(parseQuery(query).tree, "test");

describe("a content read's cache tags", () => {
  it("are the document types its filters name, on either side and in lists", () => {
    expect(tagsOf(`*[_type == "post" && slug.current == $slug][0]{title}`)).toEqual(["sanity:post"]);
    expect(tagsOf(`*["service" == _type]{title}`)).toEqual(["sanity:service"]);
    expect(tagsOf(`*[_type in ["page", "service"]]{title}`)).toEqual(["sanity:page", "sanity:service"]);
    expect(tagsOf(`{"a": *[_type == "post"][0], "b": count(*[_type == "author"])}`)).toEqual(["sanity:author", "sanity:post"]);
  });

  it("add the types a followed reference can lead to, in a field or in an array's elements", () => {
    expect(tagsOf(`*[_type == "post"]{author->{name}}`)).toEqual(["sanity:author", "sanity:post"]);
    expect(tagsOf(`*[_type == "post"]{categories[]->{title}}`)).toEqual(["sanity:category", "sanity:post"]);
    expect(tagsOf(`*[_type == "post"]{"url": coverImage.asset->url}`)).toEqual([
      "sanity:post",
      "sanity:sanity.fileAsset",
      "sanity:sanity.imageAsset",
    ]);
  });

  it("mark a read whose filter names no type as one any publish can change", () => {
    expect(tagsOf(`*[_id in $ids]{title}`)).toEqual([anyTypeTag]);
    expect(tagsOf(`*[_type == "post" || defined(title)]{title}`)).toEqual([anyTypeTag]);
  });

  it("refuse a query that follows a reference the table cannot place, naming the field", () => {
    expect(() => tagsOf(`*[_type == "post"]{sponsor->{name}}`)).toThrow(/sponsor->.*referenceTargets/);
  });

  it("can be made for every query the site defines", async () => {
    const directory = join(import.meta.dirname);
    const modules = readdirSync(directory).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const queries: ContentQuery<never>[] = [];
    for (const file of modules) {
      const exports = (await import(`./${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        const candidate = value as Partial<ContentQuery<never>> | null;
        if (candidate && typeof candidate === "object" && typeof candidate.query === "string" && typeof candidate.name === "string") {
          queries.push(candidate as ContentQuery<never>);
        }
      }
    }
    expect(queries.length).toBeGreaterThan(20);
    for (const { name, query } of queries) {
      const tags = queryTags(parseQuery(query).tree, name);
      expect(tags.length, name).toBeGreaterThan(0);
    }
  });
});

describe("a reference followed only for its target's address", () => {
  it("is tagged with the target types' address tags, and fully when more than the address is read", () => {
    expect(tagsOf(`*[_type == "siteSettings"][0]{"href": select(page->_type == "service" => "/services/" + page->slug.current)}`)).toEqual([
      "sanity:siteSettings",
      ...["author", "caseStudy", "category", "event", "jobOpening", "page", "post", "service"].map((type) => `sanity:${type}:address`),
    ]);
    expect(tagsOf(`*[_type == "siteSettings"][0]{"title": page->title}`)).toContain("sanity:post");
  });
});
