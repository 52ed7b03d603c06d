import { type AddressedType, addressedTypes, documentAddress, homePageId, homePath } from "@site/schemas/addresses";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { mainDocuments } from "../../../studio/presentation";
import { bundledDocuments } from "../dataset-with";

// Presentation's mainDocuments: the address the preview shows opens its document. Every document of the
// bundled dataset with an address of its own is found from that address, through the first resolver whose
// route matches (URLPattern, the syntax the Studio reads routes with), its filter run on the dataset.

type DocumentResolver = (typeof mainDocuments)[number];
type Doc = { _id: string; _type: string; slug?: { current?: string } };
const documents = bundledDocuments() as Doc[];

/** The document the Presentation tool opens for an address, by the first matching resolver. */
async function documentAt(path: string): Promise<string | undefined> {
  for (const resolver of mainDocuments) {
    const routes = ([] as string[]).concat(resolver.route);
    for (const route of routes) {
      const match = new URLPattern({ pathname: route }).exec({ pathname: path });
      if (!match) continue;
      const groups = Object.fromEntries(Object.entries(match.pathname.groups).map(([key, value]) => [key, value ?? ""]));
      // Repeated groups (`:slug+`) reach a resolver as a list of parts, as the Studio gives them.
      const params = Object.fromEntries(
        Object.entries(groups).map(([key, value]) => [key, route.includes(`:${key}+`) ? value.split("/") : value]),
      );
      const context = { origin: "http://site", path, params } as unknown as Parameters<
        Extract<DocumentResolver, { resolve: unknown }>["resolve"]
      >[0];
      const { filter, params: queryParams = {} } =
        "resolve" in resolver && resolver.resolve
          ? (resolver.resolve(context) ?? { filter: "false" })
          : { filter: String(typeof resolver.filter === "function" ? resolver.filter(context) : resolver.filter), params: groups };
      const found = await (await evaluate(parse(`*[${filter}][0]._id`), { dataset: documents, params: queryParams })).get();
      return found ?? undefined;
    }
  }
  return undefined;
}

describe("Presentation: an address opens its document", () => {
  it("finds the home page at / and every addressed document at its address", async () => {
    expect(await documentAt(homePath)).toBe(homePageId);
    const addressed = documents.filter(
      (doc) => addressedTypes.includes(doc._type as AddressedType) && doc.slug?.current && !doc._id.startsWith("drafts."),
    );
    expect(addressed.length).toBeGreaterThan(10);
    for (const doc of addressed) {
      const path = documentAddress(doc._type as AddressedType, doc.slug?.current as string);
      expect(await documentAt(path), path).toBe(doc._id);
    }
  });

  it("finds a page whose address has several parts", async () => {
    const nested = { _id: "page-nested", _type: "page", slug: { current: "about/team" } };
    documents.push(nested);
    try {
      expect(await documentAt("/about/team")).toBe(nested._id);
    } finally {
      documents.pop();
    }
  });
});
