import { z } from "zod";
import { uniqueTexts } from "@/lib/content/fragments";
import { headed, headingFields, sectionQuery, text } from "../define";

export const query = sectionQuery("timeline", `${headingFields}, phases[]{_key, years, title, text, milestones}`, {
  ...headed,
  phases: z.array(z.object({ _key: z.string(), years: text, title: text, text, milestones: uniqueTexts.min(1) })).min(1),
});
