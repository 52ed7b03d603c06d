import { cache } from "react";
import { z } from "zod";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, keyedLinks, linkFields } from "./fragments";

const text = z.string().min(1);
const closingFields = `heading, text, links[]{${linkFields}}`;
const closing = z.object({ heading: text, text: z.string().nullish(), links: keyedLinks.min(1).max(2) });
export type Closing = z.infer<typeof closing>;

/** The words of the pages made from posts, authors and case studies (the "Blog and case studies" document). */
export const publicationQuery = contentQuery(
  "publication",
  `*[_type == "publication" && _id == "publication"][0]{
    ${documentFields}, byLabel, readingTimeLabel, categoriesLabel, breadcrumbLabel, aboutAuthorHeading, authorPageLink,
    authorPostsHeading, relatedServicesHeading, relatedPostsHeading, serviceInsightsHeading, caseStudyInsightsHeading, allInsightsLabel,
    authorServicesHeading, updatedLabel, postClosing{${closingFields}},
    tocHeading, newerPostLabel, olderPostLabel, shareHeading, shareLinkedInLabel, shareEmailLabel,
    clientLabel, challengeHeading, approachHeading, solutionHeading, resultsHeading, caseStudyClosing{${closingFields}},
    feedTitle, feedDescription,
    searchTitle, searchDescription, searchLabel, searchButton, noResultsText, noResultsHint, queryCutText,
    postTypeLabel, caseStudyTypeLabel, serviceTypeLabel
  }`,
  documentBase.extend({
    byLabel: text,
    readingTimeLabel: text,
    categoriesLabel: text,
    breadcrumbLabel: text,
    aboutAuthorHeading: text,
    authorPageLink: text,
    authorPostsHeading: text,
    relatedServicesHeading: text,
    relatedPostsHeading: text,
    serviceInsightsHeading: text,
    caseStudyInsightsHeading: text,
    allInsightsLabel: text,
    tocHeading: text,
    newerPostLabel: text,
    olderPostLabel: text,
    shareHeading: text,
    shareLinkedInLabel: text,
    shareEmailLabel: text,
    authorServicesHeading: text,
    updatedLabel: text,
    postClosing: closing,
    clientLabel: text,
    challengeHeading: text,
    approachHeading: text,
    solutionHeading: text,
    resultsHeading: text,
    caseStudyClosing: closing,
    feedTitle: text,
    feedDescription: text,
    searchTitle: text,
    searchDescription: text,
    searchLabel: text,
    searchButton: text,
    noResultsText: text,
    noResultsHint: text,
    queryCutText: text,
    postTypeLabel: text,
    caseStudyTypeLabel: text,
    serviceTypeLabel: text,
  }),
);
export type Publication = z.infer<typeof publicationQuery.schema>;

export const getPublication = cache(() => fetchContent(publicationQuery));
