import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, pageHero, pageHeroFields, seo, seoFields } from "./fragments";

export const blogPageQuery = defineQuery(
  "blogPage",
  `*[_type == "blogPage" && _id == "blogPage"][0]{
    ${documentFields}, ${seoFields},
    hero{${pageHeroFields}},
    categoriesLabel, categories, postsHeading, byLabel,
    pagination{label, pageLabel, pageCount},
    newsletter{heading, text, emailLabel, placeholder, buttonLabel}
  }`,
  documentBase.extend({
    seo,
    hero: pageHero,
    categoriesLabel: z.string().min(1),
    categories: z.array(z.string().min(1)).length(7, "the blog shows exactly seven categories"),
    postsHeading: z.string().min(1),
    byLabel: z.string().min(1),
    pagination: z.object({ label: z.string().min(1), pageLabel: z.string().min(1), pageCount: z.number().int().min(1).max(10) }),
    newsletter: z.object({
      heading: z.string().min(1),
      text: z.string().min(1),
      emailLabel: z.string().min(1),
      placeholder: z.string().min(1),
      buttonLabel: z.string().min(1),
    }),
  }),
);

export type BlogPage = z.infer<typeof blogPageQuery.schema>;

export const getBlogPage = () => fetchContent(blogPageQuery);
