import { z } from "zod";
import { caseStudyPath } from "./case-study";
import { defineQuery, fetchContent } from "./fetch";
import { newestFirst, postPath } from "./post";
import { servicePath } from "./service";

/** What search reads of each document: where it leads, its title, a short text, and everything else it says. */
export const searchableQuery = defineQuery(
  "searchable",
  `{
    "posts": *[_type == "post" && defined(slug.current)] | ${newestFirst}{
      _id, "slug": slug.current, title, "summary": excerpt, "text": pt::text(body)
    },
    "caseStudies": *[_type == "caseStudy" && defined(slug.current)] | order(order asc){
      _id, "slug": slug.current, title, "summary": challenge, client, solution, results,
      "text": pt::text(story.challenge) + " " + pt::text(story.approach) + " " + pt::text(story.solution)
    },
    "services": *[_type == "service" && defined(slug.current)] | order(order asc){
      _id, "slug": slug.current, title, "summary": description
    }
  }`,
  z.object({
    posts: z.array(z.object({ _id: z.string(), slug: z.string(), title: z.string(), summary: z.string(), text: z.string().nullish() })),
    caseStudies: z.array(
      z.object({
        _id: z.string(),
        slug: z.string(),
        title: z.string(),
        summary: z.string(),
        client: z.string(),
        solution: z.string(),
        results: z.array(z.string()),
        text: z.string().nullish(),
      }),
    ),
    services: z.array(z.object({ _id: z.string(), slug: z.string(), title: z.string(), summary: z.string() })),
  }),
);

export type SearchKind = "post" | "caseStudy" | "service";
export type SearchDocument = { id: string; kind: SearchKind; path: string; title: string; summary: string; text: string };

/** Every searchable document, in the order results of equal weight are listed: posts, case studies, services. */
export async function getSearchable(): Promise<SearchDocument[]> {
  const { posts, caseStudies, services } = await fetchContent(searchableQuery);
  return [
    ...posts.map((p) => ({
      id: p._id,
      kind: "post" as const,
      path: postPath(p.slug),
      title: p.title,
      summary: p.summary,
      text: p.text ?? "",
    })),
    ...caseStudies.map((c) => ({
      id: c._id,
      kind: "caseStudy" as const,
      path: caseStudyPath(c.slug),
      title: c.title,
      summary: c.summary,
      text: [c.client, c.solution, ...c.results, c.text ?? ""].join(" "),
    })),
    ...services.map((s) => ({
      id: s._id,
      kind: "service" as const,
      path: servicePath(s.slug),
      title: s.title,
      summary: s.summary,
      text: "",
    })),
  ];
}
