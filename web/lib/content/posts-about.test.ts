import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bundledDocuments, datasetOf } from "@/tests/dataset-with";
import { scaleDataset } from "../../../scripts/lib/scale-dataset.mjs";

// The articles on a service's or case study's page: the newest posts naming one of its services, on the
// bundled dataset with generated posts (so that most services have more posts than a page shows).
type Doc = { _id: string; _type: string; publishedAt?: string; title?: string; relatedServices?: { _ref: string }[] };
const documents = scaleDataset(bundledDocuments(), 60, 7) as Doc[];
const posts = documents.filter((doc) => doc._type === "post");
const services = documents.filter((doc) => doc._type === "service").map((doc) => doc._id);
const newestFirst = (a: Doc, b: Doc) =>
  (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || (a.title ?? "").localeCompare(b.title ?? "");
const about = (ids: string[]) =>
  posts
    .filter((post) => post.relatedServices?.some((ref) => ids.includes(ref._ref)))
    .sort(newestFirst)
    .map((post) => post._id);

let post: typeof import("./post");

beforeAll(async () => {
  vi.stubEnv("SITE_TEST_DATASET_FILE", datasetOf(documents));
  vi.resetModules();
  post = await import("./post");
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the posts about services", () => {
  it("are a service's newest posts, at most the page's count, and none for a service no post names", async () => {
    expect(services.some((id) => about([id]).length > post.postsAboutCount)).toBe(true);
    for (const id of services) {
      const found = await post.getPostsAbout([id]);
      expect(
        found.map((card) => card._id),
        id,
      ).toEqual(about([id]).slice(0, post.postsAboutCount));
    }
    expect(await post.getPostsAbout([])).toEqual([]);
    expect(await post.getPostsAbout(["service-nobody-names"])).toEqual([]);
  });

  it("for several services (a case study's), the newest posts naming any of them, each once", async () => {
    const pair = services.slice(0, 2);
    const found = await post.getPostsAbout(pair);
    expect(found.map((card) => card._id)).toEqual(about(pair).slice(0, post.postsAboutCount));
    expect(new Set(found.map((card) => card._id)).size).toBe(found.length);
  });
});

describe("the posts on a case study's subject (its Our thinking)", () => {
  type Filed = Doc & { categories?: { _ref: string }[] };
  const filed = (id: string) => posts.find((doc) => doc._id === id) as Filed | undefined;
  const onTopics = (id: string, topics: string[]) => Boolean(filed(id)?.categories?.some((ref) => topics.includes(ref._ref)));

  it("are posts filed under its topics first, then posts whose main service is its first, never a side service's", async () => {
    const topics = ["category-population-health"];
    const service = "service-data-analytics-ai";
    const found = (await post.getPostsOn(topics, service)).map((card) => card._id);
    expect(found.length).toBe(post.postsAboutCount);
    for (const id of found) {
      expect(onTopics(id, topics) || filed(id)?.relatedServices?.[0]?._ref === service, id).toBe(true);
    }
    // Those on its topics come first.
    const firstOther = found.findIndex((id) => !onTopics(id, topics));
    if (firstOther >= 0) expect(found.slice(firstOther).every((id) => !onTopics(id, topics))).toBe(true);
    // A staffing post that names analytics only as a side service is not about readmissions.
    expect(found).not.toContain("post-reducing-contract-labor");
  });
});
