import { describe, expect, it } from "vitest";
import { formatFile } from "./format-file";

describe("a download's type and size", () => {
  it("reads as the file type and a rounded size in the site's language", () => {
    expect(formatFile({ extension: "pdf", size: 84_321 }, "en-US")).toBe("PDF, 84 kB");
    expect(formatFile({ extension: "pdf", size: 2_450_000 }, "en-US")).toBe("PDF, 2.5 MB");
    expect(formatFile({ extension: "docx", size: 120 }, "en-US")).toBe("DOCX, 1 kB");
    expect(formatFile({ extension: "pdf", size: 84_321 }, "de-DE")).toBe("PDF, 84 kB");
  });
});
