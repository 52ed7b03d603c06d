import { z } from "zod";
import { textBlock } from "@/lib/content/rich-text";
import { optionalText, sectionQuery, text } from "../define";

export const query = sectionQuery("legalText", "heading, dateLabel, date, revisions[]{_key, date, note}, revisionLabel, intro, body", {
  heading: text,
  dateLabel: text,
  date: z.iso.date(),
  revisions: z.array(z.object({ _key: z.string(), date: z.iso.date(), note: text })).nullish(),
  revisionLabel: optionalText,
  intro: text,
  // An article's text block without quotes (the legal text's schema offers no Quote style and no links).
  body: z.array(textBlock.extend({ style: z.enum(["normal", "h2", "h3"]).optional() })).min(1),
});
