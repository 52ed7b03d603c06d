import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { closure } from "../../../scripts/import-closure.mjs";
import { eventEndsQuery, openingPlacesQuery } from "./address-reads";
import { getOpeningCards, locationKey } from "./careers";
import { getEventCards } from "./events";
import { fetchContent } from "./fetch";

const web = join(import.meta.dirname, "..", "..");

describe("the proxy's address reads", () => {
  // The proxy runs on every request: it decides addresses with ./address-reads.ts and loads no card or page schema.
  it("load no card or page module", () => {
    const reached = [...closure([join(web, "proxy.ts")]).modules.keys()].map((file) => relative(web, file));
    expect(reached).toContain("lib/content/address-reads.ts");
    const cardsAndPages = [
      "post",
      "careers",
      "events",
      "author",
      "blog-listing",
      "case-study",
      "service",
      "fragments",
      "rich-text",
      "image",
    ];
    expect(reached.filter((file) => cardsAndPages.some((name) => file === `lib/content/${name}.ts`))).toEqual([]);
    // Nor the form fields' or the Studio's checks: the addresses it needs are all in schemas/addresses.ts.
    expect(reached.filter((file) => file.startsWith("../schemas/objects/"))).toEqual([]);
  });

  // The proxy decides the careers and events addresses from its own light reads: they must place each opening and
  // event as the cards the pages draw do, or a page would be rewritten to a moment or a facet it does not have.
  it("place the openings and events as their cards do", async () => {
    const [places, cards] = await Promise.all([fetchContent(openingPlacesQuery), getOpeningCards()]);
    expect(cards.length).toBeGreaterThan(0);
    const byPlace = (opening: (typeof places)[number]) =>
      `${opening.slug} ${opening.validThrough} ${opening.practice.slug} ${locationKey(opening)}`;
    expect(places.map(byPlace).sort()).toEqual(cards.map(byPlace).sort());

    const [ends, events] = await Promise.all([fetchContent(eventEndsQuery), getEventCards()]);
    expect(events.length).toBeGreaterThan(0);
    const byEnd = (event: { slug: string; end: string }) => `${event.slug} ${event.end}`;
    expect(ends.map(byEnd).sort()).toEqual(events.map(byEnd).sort());
  });
});
