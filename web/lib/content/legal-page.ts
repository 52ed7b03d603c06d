import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, seo, seoFields } from "./fragments";

const span = z.object({ _type: z.literal("span"), _key: z.string(), text: z.string(), marks: z.array(z.string()).optional() });

/** A Portable Text block as the legal page's schema allows it: styles, lists, strong and emphasis. */
const block = z.object({
  _type: z.literal("block"),
  _key: z.string(),
  style: z.enum(["normal", "h2", "h3"]).optional(),
  listItem: z.enum(["bullet", "number"]).optional(),
  level: z.number().int().min(1).optional(),
  markDefs: z.array(z.object({ _key: z.string(), _type: z.string() })).optional(),
  children: z.array(span).min(1),
});
export type LegalBlock = z.infer<typeof block>;

export const legalPageQuery = defineQuery(
  "legalPage",
  `*[_type == "legalPage" && slug.current == $slug][0]{
    ${documentFields}, title, "slug": slug.current, dateLabel, date, intro, body, ${seoFields}
  }`,
  documentBase
    .extend({
      title: z.string().min(1),
      slug: z.string().min(1),
      dateLabel: z.string().min(1),
      date: z.iso.date(),
      intro: z.string().min(1),
      body: z.array(block).min(1),
      seo,
    })
    .nullable(),
);

export type LegalPage = NonNullable<z.infer<typeof legalPageQuery.schema>>;

/** The legal page at /<slug>, or null when there is none. */
export const getLegalPage = (slug: string) => fetchContent(legalPageQuery, { slug });
