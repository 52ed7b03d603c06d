import { cache } from "react";
import { z } from "zod";
import { text, texts } from "@/sections/define";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, keyedLinks, linkFields } from "./fragments";

const closingFields = `heading, text, links[]{${linkFields}}`;
const closing = z.object({ heading: text, text: z.string().nullish(), links: keyedLinks.min(1).max(2) });
export type Closing = z.infer<typeof closing>;

const labels = `byLabel, readingTimeLabel, categoriesLabel, breadcrumbLabel, aboutAuthorHeading, authorPageLink,
    authorPostsHeading, relatedServicesHeading, relatedPostsHeading, serviceInsightsHeading, caseStudyInsightsHeading, allInsightsLabel,
    authorServicesHeading, updatedLabel, tocHeading, newerPostLabel, olderPostLabel, shareHeading, shareLinkedInLabel, shareEmailLabel,
    clientLabel, challengeHeading, approachHeading, solutionHeading, resultsHeading, feedTitle, feedDescription,
    searchTitle, searchDescription, searchLabel, searchButton, noResultsText, noResultsHint, queryCutText,
    postTypeLabel, caseStudyTypeLabel, serviceTypeLabel`;

/** The words of the pages made from posts, authors and case studies (the "Blog and case studies" document). */
export const publicationQuery = contentQuery(
  "publication",
  `*[_type == "publication" && _id == "publication"][0]{
    ${documentFields}, ${labels}, postClosing{${closingFields}}, caseStudyClosing{${closingFields}}
  }`,
  documentBase.extend({ ...texts(labels), postClosing: closing, caseStudyClosing: closing }),
);
export type Publication = z.infer<typeof publicationQuery.schema>;

export const getPublication = cache(() => fetchContent(publicationQuery));
