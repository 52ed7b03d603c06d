import { uniqueTexts } from "@/lib/content/fragments";
import { headed, headingFields, sectionQuery } from "../define";

export const query = sectionQuery("tagList", `${headingFields}, tags`, { ...headed, tags: uniqueTexts.min(1) });
