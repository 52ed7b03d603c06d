import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveAddress } from "./addresses";
import { careersFacetValues, careersMoment, getOpeningCards, isOpenAt, locationKey, openingsIn } from "./careers";

afterEach(() => {
  vi.useRealTimers();
});

// The careers pages over the bundled dataset, on a clock moved around one opening's closing moment: the list drawn
// at that moment leaves the closed role out, and the addresses decided then follow it.
describe("careers", () => {
  it("drops an opening from the list the moment it closes, and keeps its page to say so", async () => {
    const openings = await getOpeningCards();
    const [first] = [...openings]
      .sort((a, b) => Date.parse(a.validThrough) - Date.parse(b.validThrough))
      .filter((o) => Date.parse(o.validThrough) > 0);
    if (!first) throw new Error("the bundled dataset has no job opening");
    const closes = Date.parse(first.validThrough);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(closes - 1);
    const before = careersMoment(openings);
    expect(before).toBeLessThan(closes);
    await expect(resolveAddress("/careers")).resolves.toEqual({ kind: "as-is" });
    const openBefore = openings.filter((o) => isOpenAt(o, before));
    expect(openingsIn(openBefore, {}).map((o) => o.slug)).toContain(first.slug);
    const practice = { kind: "practice" as const, value: first.practice.slug };
    await expect(resolveAddress(`/careers/practice/${first.practice.slug}`)).resolves.toMatchObject({ kind: "as-is" });

    vi.setSystemTime(closes);
    const after = careersMoment(openings);
    expect(after).toBe(closes);
    await expect(resolveAddress("/careers")).resolves.toMatchObject({ kind: "as-is" });
    const openAfter = openings.filter((o) => isOpenAt(o, after));
    expect(openingsIn(openAfter, {}).map((o) => o.slug)).not.toContain(first.slug);
    // Its page is still there (it says the role is closed).
    await expect(resolveAddress(`/careers/${first.slug}`)).resolves.toMatchObject({ kind: "as-is" });
    // A practice with no open role left has no list page.
    const stillOpen = openingsIn(openAfter, { facet: practice }).length > 0;
    await expect(resolveAddress(`/careers/practice/${first.practice.slug}`)).resolves.toMatchObject(
      stillOpen ? { kind: "as-is" } : { kind: "not-found" },
    );
  });

  it("offers filters only for the practices and locations of open roles, and 404s the rest", async () => {
    const openings = await getOpeningCards();
    const moment = careersMoment(openings);
    const open = openings.filter((o) => isOpenAt(o, moment));
    const values = careersFacetValues(open, "Remote");
    for (const { value } of values.location) {
      expect(openingsIn(open, { facet: { kind: "location", value } }).every((o) => locationKey(o) === value)).toBe(true);
      await expect(resolveAddress(`/careers/location/${value}`)).resolves.toMatchObject({ kind: "as-is" });
    }
    await expect(resolveAddress("/careers/location/atlantis")).resolves.toMatchObject({ kind: "not-found" });
    await expect(resolveAddress("/careers/practice/no-such-practice")).resolves.toMatchObject({ kind: "not-found" });
    await expect(resolveAddress("/careers/no-such-opening")).resolves.toMatchObject({ kind: "not-found" });
    await expect(resolveAddress("/careers/practice")).resolves.toMatchObject({ kind: "not-found" });
  });
});
