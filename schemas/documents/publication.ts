import { defineField, defineType } from "sanity";
import { inGroup } from "../objects/fields";

const label = (name: string, title: string, description?: string, max = 60) =>
  defineField({
    name,
    title,
    type: "string",
    ...(description ? { description } : {}),
    validation: (rule) => rule.required().max(max).error(`Write the “${title}” words (at most ${max} characters).`),
  });

/**
 * The words of the pages made from posts, authors and case studies (a post's page, an author's page, a
 * case study's page, the feed): labels, headings and the band that closes a post or a case study; the words of
 * every case-study card (on the Case studies page and on service pages) and of a success story's link to its case study.
 */
export const publication = defineType({
  name: "publication",
  title: "Blog and case studies",
  type: "document",
  groups: [
    { name: "posts", title: "Posts and authors", default: true },
    { name: "caseStudies", title: "Case studies" },
    { name: "feed", title: "Feed" },
    { name: "search", title: "Search" },
  ],
  fields: [
    ...inGroup("posts", [
      label("byLabel", "Author prefix", "Before the author's name in a post's byline (for example By).", 10),
      label("readingTimeLabel", "Reading time words", "After the number of minutes, computed from the text (for example min read).", 20),
      label("categoriesLabel", "Categories label", "Read by screen readers before a post's categories.", 40),
      label("breadcrumbLabel", "Breadcrumb label", "Read by screen readers before the trail of links above a post or case study.", 40),
      label("aboutAuthorHeading", "About the author heading", "Over the author's biography under a post."),
      label("authorPageLink", "Author page link", "The link from a post to its author's page (for example All articles by this author)."),
      label("authorPostsHeading", "Author's posts heading", "Over the list of posts on an author's page (for example Articles)."),
      label("relatedServicesHeading", "Related services heading", "Over the services a post or case study links to."),
      label("relatedPostsHeading", "Related posts heading", "Over the posts of the same categories under a post."),
      label(
        "serviceInsightsHeading",
        "Service page: articles heading",
        "Over the newest posts naming a service among their related services, before the closing band of its page (for example Insights from this practice).",
      ),
    ]),
    {
      ...label(
        "caseStudyInsightsHeading",
        "Case study: articles heading",
        "Over the newest posts sharing a related service with a case study, before its closing band (for example Our thinking on this subject).",
      ),
      group: "caseStudies",
    },
    ...inGroup("posts", [
      label(
        "allInsightsLabel",
        "Link to the blog under those articles",
        "Under the articles on a service or case study page, the link to the blog (for example All insights).",
        40,
      ),
      label("tocHeading", "Contents heading", "Over the list of a long post's sub-heads (for example In this article).", 40),
      label("newerPostLabel", "Next article label", "Above the link to the next newer post (for example Next article).", 30),
      label("olderPostLabel", "Previous article label", "Above the link to the previous post (for example Previous article).", 30),
      label("shareHeading", "Share heading", "Before the share links under a post (for example Share this article).", 40),
      label("shareLinkedInLabel", "Share on LinkedIn link", undefined, 40),
      label("shareEmailLabel", "Share by email link", undefined, 40),
      label("updatedLabel", "Updated label", "Before the date a post was last updated, in its byline (for example Updated).", 20),
      label(
        "practiceLeadLabel",
        "Practice lead label",
        "Before the one person leading a service, on its page (for example Practice lead).",
        40,
      ),
      label(
        "practiceLeadsLabel",
        "Practice leads label",
        "Before the people leading a service when there are several (for example Practice leads).",
        40,
      ),
      label(
        "authorServicesHeading",
        "Person's services heading",
        "Over the services a person leads, on their page (for example Practice areas).",
      ),
      defineField({
        name: "postClosing",
        title: "Closing band of a post",
        type: "callToAction",
        description: "Under every post: a heading, a sentence and one or two buttons (the contact form first).",
        validation: (rule) => rule.required(),
      }),
    ]),
    ...inGroup("caseStudies", [
      label("clientLabel", "Client label", "Before the client's description on a case study's page and on every case-study card.", 30),
      label("cardChallengeLabel", "Card: challenge label", "Before the challenge on every case-study card (for example Challenge).", 30),
      label(
        "cardResultsLabel",
        "Card: results label",
        "Over the first three results on every case-study card (for example Key results).",
        30,
      ),
      label(
        "readCaseStudyLabel",
        "Link to a case study",
        "The button at the foot of every case-study card, and the link from a success story to its case study (for example Read full case study).",
        40,
      ),
      label("challengeHeading", "Challenge heading", undefined, 40),
      label("approachHeading", "Approach heading", undefined, 40),
      label("solutionHeading", "Solution heading", undefined, 40),
      label("resultsHeading", "Results heading", undefined, 40),
      defineField({
        name: "caseStudyClosing",
        title: "Closing band of a case study",
        type: "callToAction",
        description: "Under every case study: a heading, a sentence and one or two buttons.",
        validation: (rule) => rule.required(),
      }),
    ]),
    ...inGroup("feed", [
      label("feedTitle", "Feed title", "The name of the blog's RSS feed in a feed reader.", 80),
      defineField({
        name: "feedDescription",
        title: "Feed description",
        type: "text",
        rows: 2,
        validation: (rule) => rule.required().max(200).error("Describe the feed in a sentence (at most 200 characters)."),
      }),
    ]),
    ...inGroup("search", [
      label("searchTitle", "Search page heading", "The heading and tab title of /search (for example Search).", 40),
      defineField({
        name: "searchDescription",
        title: "Search page description",
        type: "text",
        rows: 2,
        validation: (rule) => rule.required().min(50).max(170).error("Describe the search page in one sentence of 50 to 170 characters."),
      }),
      label("searchLabel", "Search box label", "Above the search box (for example Search posts, case studies and services).", 80),
      label("searchButton", "Search button", undefined, 20),
    ]),
    {
      ...label("resultsText", "Results line (moved)", "Replaced by the Search document's results line, which has a form per plural.", 120),
      group: "search",
      deprecated: { reason: "The results line is in the Search document now, one form per plural (1 result, 2 results)." },
      readOnly: true,
      validation: undefined,
    },
    ...inGroup("search", [
      label(
        "noResultsText",
        "Nothing found",
        "The heading when nothing matches, kept short (for example Nothing matches “{query}”.); {query} is the words searched. What to try goes in the hint below.",
        80,
      ),
      label(
        "noResultsHint",
        "Nothing found: what to try",
        "A sentence under the Nothing found heading, in normal text, before the links to the blog's topics and the services (for example Try fewer or different words, or browse the blog and our services.).",
        200,
      ),
      label("queryCutText", "Long search note", "When a search is cut to its first {max} characters.", 120),
      label("postTypeLabel", "Label of a post in results", undefined, 30),
      label("caseStudyTypeLabel", "Label of a case study in results", undefined, 30),
      label("serviceTypeLabel", "Label of a service in results", undefined, 30),
    ]),
  ],
  preview: { prepare: () => ({ title: "Blog and case studies" }) },
});
