import { z } from "zod";
import { feature, link, linkFields, uniqueTexts } from "@/lib/content/fragments";
import { headed, headingFields, optionalText, sectionQuery } from "../define";

export const query = sectionQuery(
  "featureList",
  `${headingFields}, columns, items[]{_key, icon, title, text, points, highlight}, link{${linkFields}}`,
  {
    ...headed,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).nullish(),
    items: z.array(feature.extend({ points: uniqueTexts.nullish(), highlight: optionalText })).min(1),
    link: link.nullish(),
  },
);
