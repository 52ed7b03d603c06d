import { z } from "zod";
import { link, linkFields, stat, statFields } from "@/lib/content/fragments";
import { optionalText, sectionQuery, text } from "../define";

export const query = sectionQuery(
  "homeHero",
  `eyebrow, heading, text, exploreLabel, consultCta{${linkFields}}, highlights[]{${statFields}}`,
  {
    eyebrow: optionalText,
    heading: text,
    text,
    exploreLabel: text,
    consultCta: link,
    highlights: z.array(stat).nullish(),
  },
);
