import { z } from "zod";
import { feature } from "@/lib/content/fragments";
import { headed, headingFields, sectionQuery } from "../define";

export const query = sectionQuery("fernApproach", `${headingFields}, stages[]{_key, icon, title, text}`, {
  ...headed,
  stages: z.array(feature).min(1),
});
