import { z } from "zod";
import { textBlock } from "@/lib/content/rich-text";
import { sectionQuery, text } from "../define";

export const query = sectionQuery("legalText", "heading, dateLabel, date, intro, body", {
  heading: text,
  dateLabel: text,
  date: z.iso.date(),
  intro: text,
  // An article's text block without quotes (the legal text's schema offers no Quote style and no links).
  body: z.array(textBlock.extend({ style: z.enum(["normal", "h2", "h3"]).optional() })).min(1),
});
