import type { ValidationContext } from "sanity";
import { numbersNotIn } from "../claims";

/** Sanity's client in the Studio, or none offline (`sanity documents validate --file`: content:validate checks the whole file). */
export function studioClient(context: ValidationContext) {
  const client = context.getClient({ apiVersion: "2025-01-01" });
  return client.config().projectId === "offline" ? undefined : client;
}

/**
 * A text about an engagement a case study tells (a testimonial, a success story) gives only numbers the case study
 * gives: the Studio's message, in the editor's words, or true. Published case study only, as the site shows it.
 */
export async function figuresOfCaseStudy(text: unknown, ref: string | undefined, context: ValidationContext): Promise<string | true> {
  const client = studioClient(context);
  if (!client || !ref || !text) return true;
  const study = await client.fetch<{ _type?: string; title?: string } | null>(
    "*[_id == $id][0]{_type, title, client, challenge, results, story}",
    { id: ref.replace(/^drafts\./, "") },
  );
  if (study?._type !== "caseStudy") return true;
  const missing = numbersNotIn(text, study);
  return missing.length
    ? `The case study “${study.title}” does not say ${missing.join(", ")}: use its figures here (or correct the case study first), so the site never tells two different numbers for the same result.`
    : true;
}
