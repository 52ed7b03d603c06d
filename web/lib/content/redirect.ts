import { documentPathGroq } from "@site/schemas/addresses";
import { localPathPattern } from "@site/schemas/page-path";
import { z } from "zod";
import { contentQuery, fetchContent } from "./fetch";

/**
 * Every old address and where it leads now (schemas/documents/redirect.ts): one read, cached until a
 * publish, for every address no content has. (A read per address would cache an entry for every made-up
 * address a visitor or a scanner asks for.) A target that is not a path of this site (a slug written
 * `/evil.example` or `\\evil.example` through the API, past the Studio's checks) would send visitors to
 * another site: it counts as no redirect.
 */
export const redirectsQuery = contentQuery(
  "redirects",
  `*[_type == "redirect" && defined(from)]{from, "to": ${documentPathGroq("to->")}}`,
  z.array(z.object({ from: z.string(), to: z.string().regex(localPathPattern).nullable().catch(null) })),
);

/** Where an old address leads now, or null when no redirect has it. */
export async function getRedirect(from: string): Promise<string | null> {
  const redirects = await fetchContent(redirectsQuery);
  return redirects.find((redirect) => redirect.from === from)?.to ?? null;
}
