import { defineField, defineType } from "sanity";

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
    { ...label("byLabel", "Author prefix", "Before the author's name in a post's byline (for example By).", 10), group: "posts" },
    {
      ...label("readingTimeLabel", "Reading time words", "After the number of minutes, computed from the text (for example min read).", 20),
      group: "posts",
    },
    { ...label("categoriesLabel", "Categories label", "Read by screen readers before a post's categories.", 40), group: "posts" },
    {
      ...label("breadcrumbLabel", "Breadcrumb label", "Read by screen readers before the trail of links above a post or case study.", 40),
      group: "posts",
    },
    { ...label("aboutAuthorHeading", "About the author heading", "Over the author's biography under a post."), group: "posts" },
    {
      ...label(
        "authorPageLink",
        "Author page link",
        "The link from a post to its author's page (for example All articles by this author).",
      ),
      group: "posts",
    },
    {
      ...label("authorPostsHeading", "Author's posts heading", "Over the list of posts on an author's page (for example Articles)."),
      group: "posts",
    },
    { ...label("relatedServicesHeading", "Related services heading", "Over the services a post or case study links to."), group: "posts" },
    { ...label("relatedPostsHeading", "Related posts heading", "Over the posts of the same categories under a post."), group: "posts" },
    {
      ...label(
        "serviceInsightsHeading",
        "Service page: articles heading",
        "Over the newest posts naming a service among their related services, before the closing band of its page (for example Insights from this practice).",
      ),
      group: "posts",
    },
    {
      ...label(
        "caseStudyInsightsHeading",
        "Case study: articles heading",
        "Over the newest posts sharing a related service with a case study, before its closing band (for example Our thinking on this subject).",
      ),
      group: "caseStudies",
    },
    {
      ...label(
        "allInsightsLabel",
        "Link to the blog under those articles",
        "Under the articles on a service or case study page, the link to the blog (for example All insights).",
        40,
      ),
      group: "posts",
    },
    {
      ...label("tocHeading", "Contents heading", "Over the list of a long post's sub-heads (for example In this article).", 40),
      group: "posts",
    },
    {
      ...label("newerPostLabel", "Next article label", "Above the link to the next newer post (for example Next article).", 30),
      group: "posts",
    },
    {
      ...label("olderPostLabel", "Previous article label", "Above the link to the previous post (for example Previous article).", 30),
      group: "posts",
    },
    {
      ...label("shareHeading", "Share heading", "Before the share links under a post (for example Share this article).", 40),
      group: "posts",
    },
    { ...label("shareLinkedInLabel", "Share on LinkedIn link", undefined, 40), group: "posts" },
    { ...label("shareEmailLabel", "Share by email link", undefined, 40), group: "posts" },
    {
      ...label("updatedLabel", "Updated label", "Before the date a post was last updated, in its byline (for example Updated).", 20),
      group: "posts",
    },
    {
      ...label(
        "practiceLeadLabel",
        "Practice lead label",
        "Before the one person leading a service, on its page (for example Practice lead).",
        40,
      ),
      group: "posts",
    },
    {
      ...label(
        "practiceLeadsLabel",
        "Practice leads label",
        "Before the people leading a service when there are several (for example Practice leads).",
        40,
      ),
      group: "posts",
    },
    {
      ...label(
        "authorServicesHeading",
        "Person's services heading",
        "Over the services a person leads, on their page (for example Practice areas).",
      ),
      group: "posts",
    },
    defineField({
      name: "postClosing",
      title: "Closing band of a post",
      type: "callToAction",
      group: "posts",
      description: "Under every post: a heading, a sentence and one or two buttons (the contact form first).",
      validation: (rule) => rule.required(),
    }),
    {
      ...label("clientLabel", "Client label", "Before the client's description on a case study's page and on every case-study card.", 30),
      group: "caseStudies",
    },
    {
      ...label("cardChallengeLabel", "Card: challenge label", "Before the challenge on every case-study card (for example Challenge).", 30),
      group: "caseStudies",
    },
    {
      ...label(
        "cardResultsLabel",
        "Card: results label",
        "Over the first three results on every case-study card (for example Key results).",
        30,
      ),
      group: "caseStudies",
    },
    {
      ...label(
        "readCaseStudyLabel",
        "Link to a case study",
        "The button at the foot of every case-study card, and the link from a success story to its case study (for example Read full case study).",
        40,
      ),
      group: "caseStudies",
    },
    { ...label("challengeHeading", "Challenge heading", undefined, 40), group: "caseStudies" },
    { ...label("approachHeading", "Approach heading", undefined, 40), group: "caseStudies" },
    { ...label("solutionHeading", "Solution heading", undefined, 40), group: "caseStudies" },
    { ...label("resultsHeading", "Results heading", undefined, 40), group: "caseStudies" },
    defineField({
      name: "caseStudyClosing",
      title: "Closing band of a case study",
      type: "callToAction",
      group: "caseStudies",
      description: "Under every case study: a heading, a sentence and one or two buttons.",
      validation: (rule) => rule.required(),
    }),
    { ...label("feedTitle", "Feed title", "The name of the blog's RSS feed in a feed reader.", 80), group: "feed" },
    defineField({
      name: "feedDescription",
      title: "Feed description",
      type: "text",
      rows: 2,
      group: "feed",
      validation: (rule) => rule.required().max(200).error("Describe the feed in a sentence (at most 200 characters)."),
    }),
    { ...label("searchTitle", "Search page heading", "The heading and tab title of /search (for example Search).", 40), group: "search" },
    defineField({
      name: "searchDescription",
      title: "Search page description",
      type: "text",
      rows: 2,
      group: "search",
      validation: (rule) => rule.required().min(50).max(170).error("Describe the search page in one sentence of 50 to 170 characters."),
    }),
    {
      ...label("searchLabel", "Search box label", "Above the search box (for example Search posts, case studies and services).", 80),
      group: "search",
    },
    { ...label("searchButton", "Search button", undefined, 20), group: "search" },
    {
      ...label("resultsText", "Results line (moved)", "Replaced by the Search document's results line, which has a form per plural.", 120),
      group: "search",
      deprecated: { reason: "The results line is in the Search document now, one form per plural (1 result, 2 results)." },
      readOnly: true,
      validation: undefined,
    },
    {
      ...label(
        "noResultsText",
        "Nothing found",
        "The heading when nothing matches, kept short (for example Nothing matches “{query}”.); {query} is the words searched. What to try goes in the hint below.",
        80,
      ),
      group: "search",
    },
    {
      ...label(
        "noResultsHint",
        "Nothing found: what to try",
        "A sentence under the Nothing found heading, in normal text, before the links to the blog's topics and the services (for example Try fewer or different words, or browse the blog and our services.).",
        200,
      ),
      group: "search",
    },
    {
      ...label("queryCutText", "Long search note", "When a search is cut to its first {max} characters.", 120),
      group: "search",
    },
    { ...label("postTypeLabel", "Label of a post in results", undefined, 30), group: "search" },
    { ...label("caseStudyTypeLabel", "Label of a case study in results", undefined, 30), group: "search" },
    { ...label("serviceTypeLabel", "Label of a service in results", undefined, 30), group: "search" },
  ],
  preview: { prepare: () => ({ title: "Blog and case studies" }) },
});
