import { z } from "zod";
import { link, linkFields } from "@/lib/content/fragments";
import { newestFirst, postCard, postCardFields } from "@/lib/content/post";
import { headed, headingFields, publication, sectionQuery, text } from "../define";

/** The most posts a Latest insights section shows (its schema's maximum): its query reads no more. */
const latestPostsMax = 6;
/** The newest posts (as many as the section's count), and the words of their cards. */
export const query = sectionQuery(
  "latestInsights",
  `${headingFields}, count, link{${linkFields}},
  "posts": *[_type == "post"] | ${newestFirst}[0...${latestPostsMax}]{${postCardFields}},
  "labels": ${publication}{byLabel, readingTimeLabel}`,
  {
    ...headed,
    count: z.number().int().min(1).max(latestPostsMax),
    link: link.nullish(),
    posts: z.array(postCard),
    labels: z.object({ byLabel: text, readingTimeLabel: text }),
  },
);
