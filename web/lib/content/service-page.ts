import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { accentColor, documentBase, documentFields, iconName, seo, seoFields } from "./fragments";
import { pageSections, sectionFields } from "./sections";

/** A service page opens with its one page header and closes with a closing band. */
const sections = pageSections
  .refine((list) => list[0]?._type === "pageHero", { message: "a service page starts with its pageHero" })
  .refine((list) => list.at(-1)?._type === "callToAction", {
    message: "a service page ends with a closing band (callToAction)",
  });

export const servicePageQuery = defineQuery(
  "servicePage",
  `*[_type == "service" && slug.current == $slug][0]{
    ${documentFields}, title, "slug": slug.current, color, icon, ${seoFields},
    sections[]{${sectionFields}}
  }`,
  documentBase.extend({ title: z.string().min(1), slug: z.string().min(1), color: accentColor, icon: iconName, seo, sections }).nullable(),
);
export type ServicePage = NonNullable<z.infer<typeof servicePageQuery.schema>>;

export const serviceSlugsQuery = defineQuery(
  "serviceSlugs",
  `*[_type == "service" && defined(slug.current)] | order(order asc).slug.current`,
  z.array(z.string().regex(/^[a-z0-9-]+$/, "a slug is lower-case letters, digits and dashes")),
);

export const getServicePage = (slug: string) => fetchContent(servicePageQuery, { slug });
export const getServiceSlugs = () => fetchContent(serviceSlugsQuery);
