import { z } from "zod";
import { personCard, personCardFields } from "@/lib/content/person";
import { sectionQuery, text } from "../define";

/** The people picked, in the editor's order; a person since deleted (a dangling reference) is left out. */
export const query = sectionQuery("leadership", `heading, text, "people": people[]->{${personCardFields}}`, {
  heading: text,
  text,
  people: z
    .array(personCard.nullable())
    .nullish()
    .transform((people) => (people ?? []).filter((person) => person !== null)),
});
