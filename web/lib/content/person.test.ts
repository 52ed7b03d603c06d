import { describe, expect, it } from "vitest";
import { initials } from "./person";

describe("initials", () => {
  it("takes the first and last words, leaving out titles", () => {
    expect(initials("Dr. Maya Chen")).toBe("MC");
    expect(initials("Sarah Lindqvist")).toBe("SL");
    expect(initials("Mary Ann de la Cruz")).toBe("MC");
  });
  it("keeps a one-word name and letters outside ASCII", () => {
    expect(initials("Ólafur")).toBe("Ó");
    expect(initials("élise  okafor")).toBe("ÉO");
  });
});
