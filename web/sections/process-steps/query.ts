import { z } from "zod";
import { iconName, uniqueTexts } from "@/lib/content/fragments";
import { headed, headingFields, optionalText, sectionQuery, text } from "../define";

export const query = sectionQuery("processSteps", `${headingFields}, layout, steps[]{_key, label, icon, title, desc, activities, side}`, {
  ...headed,
  layout: z.enum(["steps", "timeline"]),
  steps: z
    .array(
      z.object({
        _key: z.string(),
        label: optionalText,
        icon: iconName.nullish(),
        title: text,
        desc: text,
        activities: uniqueTexts.nullish(),
        side: z.enum(["left", "right"]).nullish(),
      }),
    )
    .min(1),
});
