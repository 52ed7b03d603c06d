import { z } from "zod";
import { iconName } from "@/lib/content/fragments";
import { sectionQuery, text } from "../define";

export const query = sectionQuery("statements", "items[]{_key, icon, heading, text}", {
  items: z.array(z.object({ _key: z.string(), icon: iconName.nullish(), heading: text, text })).min(1),
});
