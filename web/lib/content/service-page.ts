import { z } from "zod";
import { pageSections } from "@/sections";
import { accentColor, documentBase, documentFields, iconName, seo, seoFields } from "./fragments";
import { sectionedRead } from "./sectioned";

/** A service page opens with its one page header and closes with a closing band. */
const sections = pageSections
  .refine((list) => list[0]?._type === "pageHero", { message: "a service page starts with its pageHero" })
  .refine((list) => list.at(-1)?._type === "callToAction", {
    message: "a service page ends with a closing band (callToAction)",
  });

const servicePage = sectionedRead(
  "servicePage",
  `_type == "service" && slug.current == $slug`,
  `${documentFields}, title, "slug": slug.current, color, icon, ${seoFields}`,
  documentBase.extend({ title: z.string().min(1), slug: z.string().min(1), color: accentColor, icon: iconName, seo, sections }).nullable(),
);
/** A service page's query with every section's projection (what the two-step read reads, in one). */
export const servicePageQuery = servicePage.query;
export type ServicePage = NonNullable<z.infer<typeof servicePageQuery.schema>>;

export const getServicePage = (slug: string) => servicePage.read({ slug });
