import { addressPrefixes, homePageId, localPathPattern } from "@site/schemas/page-path";
import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";

/** The current address of a referenced document (`doc` a GROQ expression such as `to->`), by its type. */
export const addressOf = (doc: string) => `select(
  ${doc}._id == "${homePageId}" => "/",
  ${Object.entries(addressPrefixes)
    .map(([type, prefix]) => `${doc}._type == "${type}" && defined(${doc}.slug.current) => "${prefix}/" + ${doc}.slug.current`)
    .join(",\n  ")}
)`;

/**
 * Where an old address leads now (schemas/documents/redirect.ts), or null when no redirect has it. A
 * target that is not a path of this site (a slug written `/evil.example` or `\\evil.example` through the
 * API, past the Studio's checks) would send visitors to another site: it counts as no redirect.
 */
export const redirectQuery = defineQuery(
  "redirect",
  `*[_type == "redirect" && from == $from][0]{"to": ${addressOf("to->")}}.to`,
  z.string().regex(localPathPattern).nullable().catch(null),
);

export const getRedirect = (from: string) => fetchContent(redirectQuery, { from });
