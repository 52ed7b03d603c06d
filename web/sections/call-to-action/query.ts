import { keyedLinks, linkFields } from "@/lib/content/fragments";
import { optionalText, sectionQuery, text } from "../define";

export const query = sectionQuery("callToAction", `heading, text, links[]{${linkFields}}`, {
  heading: text,
  text: optionalText,
  links: keyedLinks.min(1).max(2),
});
