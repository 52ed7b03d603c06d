import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  authorPath,
  careersListPath,
  caseStudyPath,
  eventPath,
  eventsFeedPath,
  eventsPath,
  jobOpeningPath,
  listingPath,
  postPath,
  servicePath,
} from "@site/schemas/addresses";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { authorName } from "@/lib/content/author";
import { getUpcomingEvents } from "@/lib/content/events";
import type { Stat } from "@/lib/content/fragments";
import { headingId } from "@/sections/types";
import {
  brokenIn,
  emptied,
  headingsIn,
  type Instance,
  linksIn,
  longest,
  readText,
  renderComponent,
  sectionsOfType,
  words,
} from "@/tests/section-render";
import { CallToAction } from "./call-to-action/call-to-action";
import { query as callToAction } from "./call-to-action/query";
import { CaseStudyGrid } from "./case-study-grid/case-study-grid";
import { query as caseStudyGrid } from "./case-study-grid/query";
import { ContactBlock } from "./contact-block/contact-block";
import { query as contactBlock } from "./contact-block/query";
import type { SectionData, SectionQuery } from "./define";
import { EventListing } from "./event-listing/event-listing";
import { loadEvents } from "./event-listing/load";
import { query as eventListing } from "./event-listing/query";
import { FeatureList } from "./feature-list/feature-list";
import { query as featureList } from "./feature-list/query";
import { FeaturedOutcomes } from "./featured-outcomes/featured-outcomes";
import { query as featuredOutcomes } from "./featured-outcomes/query";
import { FernApproach } from "./fern-approach/fern-approach";
import { query as fernApproach } from "./fern-approach/query";
import { HomeHero } from "./home-hero/home-hero";
import { query as homeHero } from "./home-hero/query";
import { JobOpenings } from "./job-openings/job-openings";
import { loadOpenings } from "./job-openings/load";
import { query as jobOpenings } from "./job-openings/query";
import { LatestInsights } from "./latest-insights/latest-insights";
import { query as latestInsights } from "./latest-insights/query";
import { Leadership } from "./leadership/leadership";
import { query as leadership } from "./leadership/query";
import { LegalText } from "./legal-text/legal-text";
import { query as legalText } from "./legal-text/query";
import { Newsletter } from "./newsletter/newsletter";
import { query as newsletter } from "./newsletter/query";
import { PageHero } from "./page-hero/page-hero";
import { query as pageHero } from "./page-hero/query";
import { loadListing } from "./post-listing/load";
import { PostListing } from "./post-listing/post-listing";
import { query as postListing } from "./post-listing/query";
import { ProcessSteps } from "./process-steps/process-steps";
import { query as processSteps } from "./process-steps/query";
import { query as serviceGrid } from "./service-grid/query";
import { ServiceGrid } from "./service-grid/service-grid";
import { query as statBand } from "./stat-band/query";
import { StatBand } from "./stat-band/stat-band";
import { query as statGrid } from "./stat-grid/query";
import { StatGrid } from "./stat-grid/stat-grid";
import { query as statements } from "./statements/query";
import { Statements } from "./statements/statements";
import { query as successStories } from "./success-stories/query";
import { SuccessStories } from "./success-stories/success-stories";
import { query as tagList } from "./tag-list/query";
import { TagList } from "./tag-list/tag-list";
import { query as testimonials } from "./testimonials/query";
import { Testimonials } from "./testimonials/testimonials";
import { query as timeline } from "./timeline/query";
import { Timeline } from "./timeline/timeline";
import type { SectionContext } from "./types";
import { query as upcomingEvents } from "./upcoming-events/query";
import { UpcomingEvents } from "./upcoming-events/upcoming-events";

// Each section type drawn by its component, without a browser, from its instances in the bundled dataset (read
// through its own projection and zod schema, as a page reads them): its headings, links and words are the content's,
// and the longest instance and one emptied of everything optional draw nothing broken. The browser suite keeps what needs
// a browser (layout, keyboard, focus, forms, navigation, axe). Every expected word is read from the content.

type Shown = string | null | undefined | false;
/**
 * What a section must show: its headings' words in order, the addresses it links to (in order, among others), the
 * words a reader reads (anywhere in it) and pieces of its markup.
 */
type Expected = { headings: Shown[]; links: Shown[]; texts?: Shown[]; markup?: string[] };

type Case<Query extends SectionQuery, Data> = {
  query: Query;
  Component: (props: { section: SectionData<Query>; context: SectionContext; data: Data }) => ReactNode;
  load?: (section: SectionData<Query>, context: SectionContext) => Promise<Data>;
  expected: (section: SectionData<Query>, data: Data, context: SectionContext) => Expected;
};
const drawn = <Query extends SectionQuery, Data = undefined>(spec: Case<Query, Data>) => spec as unknown as Case<SectionQuery, unknown>;

/** The figures' source links: a figure that names the case study it comes from links to it. */
const statLinks = (stats: Stat[] | null | undefined) =>
  (stats ?? []).flatMap((stat) => (stat.source && stat.caseStudy ? [caseStudyPath(stat.caseStudy.slug)] : []));
/** A figure's words: its value, what it measures and its source. */
const statTexts = (stats: Stat[] | null | undefined) => (stats ?? []).flatMap((stat) => [stat.value, stat.label, stat.source]);
const blockText = (block: { children?: { text?: string }[] }) => (block.children ?? []).map((span) => span.text ?? "").join("");

const cases = [
  drawn({
    query: homeHero,
    Component: HomeHero,
    expected: (s, _, context) => ({
      headings: [s.heading],
      links: [context.servicesAnchor && `#${context.servicesAnchor}`, s.consultCta.href, ...statLinks(s.highlights)],
      texts: [s.eyebrow, s.text, context.servicesAnchor && s.exploreLabel, s.consultCta.label, ...statTexts(s.highlights)],
    }),
  }),
  drawn({
    query: pageHero,
    Component: PageHero,
    expected: (s, _, context) => ({
      headings: [s.heading],
      links: [s.backLink?.href, context.service && s.firstAction?.href, ...s.leads.map((lead) => authorPath(lead.slug))],
      texts: [s.eyebrow ?? context.service?.title, s.intro, s.backLink?.label, ...s.leads.flatMap((lead) => [authorName(lead), lead.role])],
    }),
  }),
  drawn({
    query: legalText,
    Component: LegalText,
    expected: (s) => ({
      headings: [s.heading, ...s.body.filter((block) => block.style === "h2" || block.style === "h3").map(blockText)],
      links: [],
      texts: [
        s.dateLabel,
        s.intro,
        ...(s.revisions ?? []).flatMap((revision) => [s.revisionLabel, revision.note]),
        ...s.body.map(blockText),
      ],
      markup: [`dateTime="${s.date}"`, ...(s.revisions ?? []).map((revision) => `dateTime="${revision.date}"`)],
    }),
  }),
  drawn({
    query: statements,
    Component: Statements,
    expected: (s) => ({ headings: s.items.map((item) => item.heading), links: [], texts: s.items.map((item) => item.text) }),
  }),
  drawn({
    query: featureList,
    Component: FeatureList,
    expected: (s) => ({
      headings: [s.heading, ...s.items.map((item) => item.title)],
      links: [s.link?.href],
      texts: [s.intro, ...s.items.flatMap((item) => [item.text, ...(item.points ?? []), item.highlight]), s.link?.label],
    }),
  }),
  drawn({
    query: fernApproach,
    Component: FernApproach,
    expected: (s) => ({
      headings: [s.heading, ...s.stages.map((stage) => stage.title)],
      links: [],
      texts: [s.intro, ...s.stages.map((stage) => stage.text)],
    }),
  }),
  drawn({
    query: processSteps,
    Component: ProcessSteps,
    expected: (s) => ({
      headings: [s.heading, ...s.steps.map((step) => step.title)],
      links: [],
      texts: [s.intro, ...s.steps.flatMap((step) => [step.label, step.desc, ...(step.activities ?? [])])],
    }),
  }),
  drawn({
    query: timeline,
    Component: Timeline,
    expected: (s) => ({
      headings: [s.heading, ...s.phases.map((phase) => phase.title)],
      links: [],
      texts: [s.intro, ...s.phases.flatMap((phase) => [phase.years, phase.text, ...phase.milestones])],
    }),
  }),
  drawn({
    query: statGrid,
    Component: StatGrid,
    expected: (s) => ({ headings: [s.heading], links: statLinks(s.stats), texts: [s.intro, ...statTexts(s.stats)] }),
  }),
  drawn({
    query: statBand,
    Component: StatBand,
    expected: (s) => ({ headings: [s.heading], links: statLinks(s.stats), texts: [s.intro, ...statTexts(s.stats)] }),
  }),
  drawn({
    query: successStories,
    Component: SuccessStories,
    // A story told by a case study shows that case study's client and results and links to it; another, its own.
    expected: (s) => ({
      headings: [s.heading, ...s.stories.map((story) => story.caseStudy?.client ?? story.client)],
      links: s.stories.flatMap((story) => (story.caseStudy ? [caseStudyPath(story.caseStudy.slug)] : statLinks(story.results))),
      texts: [
        s.intro,
        ...s.stories.flatMap((story) => [
          story.summary,
          ...(story.caseStudy ? [s.readCaseStudyLabel, ...story.caseStudy.results] : statTexts(story.results)),
        ]),
      ],
    }),
  }),
  drawn({
    query: featuredOutcomes,
    Component: FeaturedOutcomes,
    expected: (s) => ({
      headings: [s.heading, ...s.studies.map((study) => study.title)],
      links: s.studies.map((study) => caseStudyPath(study.slug)),
      texts: [s.intro, s.readCaseStudyLabel, ...s.studies.flatMap((study) => [study.category, study.results[0], study.client])],
    }),
  }),
  drawn({
    query: testimonials,
    Component: Testimonials,
    // A section whose testimonials are all unpublished (or without consent) draws nothing.
    expected: (s) => ({
      headings: s.items.length > 0 ? [s.heading] : [],
      links: s.items.map((item) =>
        item.about ? (item.about._type === "caseStudy" ? caseStudyPath(item.about.slug) : servicePath(item.about.slug)) : null,
      ),
      texts: s.items.flatMap((item) => [item.quote, item.name, item.role, item.organization, item.about?.title]),
    }),
  }),
  drawn({
    query: tagList,
    Component: TagList,
    expected: (s) => ({ headings: [s.heading], links: [], texts: [s.intro, ...s.tags] }),
  }),
  drawn({
    query: leadership,
    Component: Leadership,
    expected: (s) => ({
      headings: [s.heading, ...s.people.map(authorName)],
      links: s.people.map((person) => authorPath(person.slug)),
      texts: [s.text, ...s.people.map((person) => person.role)],
    }),
  }),
  drawn({
    query: serviceGrid,
    Component: ServiceGrid,
    expected: (s) => ({
      headings: [s.heading, ...s.services.map((service) => service.title)],
      links: s.services.map((service) => servicePath(service.slug)),
      texts: [s.intro, ...s.services.flatMap((service) => [service.description, ...service.benefits, s.learnMoreLabel])],
    }),
  }),
  drawn({
    query: caseStudyGrid,
    Component: CaseStudyGrid,
    // Without a heading the cards stand under the page's header; without a case study the section draws nothing.
    expected: (s) => ({
      headings:
        s.studies.length === 0
          ? []
          : [...(s.heading ? [s.heading] : []), ...s.studies.flatMap((study) => [study.title, s.labels.cardResultsLabel])],
      links: s.studies.map((study) => caseStudyPath(study.slug)),
      texts: [
        s.studies.length > 0 && s.intro,
        ...s.studies.flatMap((study) => [
          study.category,
          study.client,
          study.challenge,
          ...study.results.slice(0, 3),
          s.labels.readCaseStudyLabel,
        ]),
      ],
    }),
  }),
  drawn({
    query: postListing,
    Component: PostListing,
    load: loadListing,
    expected: (s, data) => ({
      headings: [data.category?.title ?? s.heading, ...data.posts.map((post) => post.title)],
      links: [
        listingPath({ page: 1 }),
        ...s.categories.map((category) => listingPath({ category: category.slug, page: 1 })),
        ...data.posts.map((post) => postPath(post.slug)),
      ],
      texts: [
        s.allLabel,
        ...s.categories.map((category) => category.title),
        data.category?.description,
        ...data.posts.map((post) => post.excerpt),
      ],
    }),
  }),
  drawn({
    query: jobOpenings,
    Component: JobOpenings,
    load: loadOpenings,
    expected: (s, data) => ({
      headings: [s.heading, ...data.openings.map((opening) => opening.title)],
      links: [
        // Each filter lands on the list, by its heading's id.
        ...(["practice", "location"] as const).flatMap((kind) =>
          [careersListPath({}), ...data.facets[kind].map((entry) => careersListPath({ facet: { kind, value: entry.value } }))].map(
            (path) => `${path}#${headingId(s)}`,
          ),
        ),
        ...data.openings.map((opening) => jobOpeningPath(opening.slug)),
      ],
      texts: [
        s.practiceFilterLabel,
        s.locationFilterLabel,
        s.allLabel,
        ...(data.openings.length === 0 ? [s.emptyText] : data.openings.flatMap((opening) => [opening.summary, opening.practice.title])),
        s.equalOpportunityText,
      ],
    }),
  }),
  drawn({
    query: eventListing,
    Component: EventListing,
    load: loadEvents,
    expected: (s, data) => ({
      headings: [
        s.heading,
        ...(data.page === 1 && !data.anyUpcoming ? [s.upcomingHeading] : []),
        ...(data.upcoming.length > 0 ? [s.upcomingHeading, ...data.upcoming.map((event) => event.title)] : []),
        ...(data.past.length > 0 ? [s.pastHeading, ...data.past.map((event) => event.title)] : []),
      ],
      links: [
        eventsFeedPath,
        ...data.upcoming.map((event) => eventPath(event.slug)),
        ...data.past.flatMap((event) => [eventPath(event.slug), event.status !== "canceled" && event.recordingUrl]),
      ],
      texts: [s.feedLabel, ...[...data.upcoming, ...data.past].map((event) => event.summary)],
    }),
  }),
  drawn({
    query: latestInsights,
    Component: LatestInsights,
    // The newest posts, as many as the section's count; none, no section.
    expected: (s) => {
      const posts = s.posts.slice(0, s.count);
      if (posts.length === 0) return { headings: [], links: [] };
      return {
        headings: [s.heading, ...posts.map((post) => post.title)],
        links: [...posts.map((post) => postPath(post.slug)), s.link?.href],
        texts: [s.intro, ...posts.map((post) => post.excerpt), s.link?.label],
      };
    },
  }),
  drawn({
    query: upcomingEvents,
    Component: UpcomingEvents,
    load: (s) => getUpcomingEvents(s.count),
    expected: (s, data) =>
      data.length === 0
        ? { headings: [], links: [] }
        : {
            headings: [s.heading, ...data.map((event) => event.title)],
            links: [...data.map((event) => eventPath(event.slug)), eventsPath],
            texts: [s.intro, s.labels.allEventsLabel, ...data.map((event) => event.summary)],
          },
  }),
  drawn({
    query: contactBlock,
    Component: ContactBlock,
    expected: ({ form }, _, { settings }) => ({
      headings: [form.form.heading, form.schedule.heading, form.emailDirect.heading, form.contactInfo.heading, form.availability?.heading],
      links: [
        form.form.privacyPath,
        form.bookingUrl,
        `mailto:${settings.email}?subject=${encodeURIComponent(form.emailDirect.subject)}`,
        `mailto:${settings.email}`,
        `tel:${settings.phoneHref}`,
        form.availability?.href,
      ],
      texts: [
        form.form.nameLabel,
        form.form.emailLabel,
        form.form.messageLabel,
        form.form.healthNotice,
        form.form.requiredNote,
        form.form.submitLabel,
        form.form.privacyLinkLabel,
        ...form.form.serviceOptions.map((option) => option.label),
        form.schedule.text,
        form.schedule.linkLabel,
        form.emailDirect.text,
        form.emailDirect.linkLabel,
        form.contactInfo.hours,
        settings.email,
        settings.phone,
        form.availability?.text,
      ],
      // The service list offers every value the server takes, none first.
      markup: ['<option value=""', ...form.form.serviceOptions.map((option) => `<option value="${option.value}"`)],
    }),
  }),
  drawn({
    query: newsletter,
    Component: Newsletter,
    expected: (s) => ({ headings: [s.heading], links: [], texts: [s.text, s.emailLabel, s.buttonLabel, s.settings.consentText] }),
  }),
  drawn({
    query: callToAction,
    Component: CallToAction,
    expected: (s) => ({
      headings: [s.heading],
      links: s.links.map((link) => link.href),
      texts: [s.text, ...s.links.map((link) => link.label)],
    }),
  }),
];

/** Draws one section as its page would: parsed by its type's schema, with what its loader reads. */
async function draw(spec: Case<SectionQuery, unknown>, raw: unknown, context: SectionContext) {
  const section = spec.query.schema.parse(raw);
  const data = spec.load ? await spec.load(section, context) : undefined;
  const html = await renderComponent(spec.Component, { section, context, data });
  return { html, expected: spec.expected(section, data, context) };
}

/** `expected` appear in `actual` in this order, others between them allowed. */
function inOrder(actual: string[], expected: string[]): string[] {
  let from = 0;
  return expected.filter((item) => {
    const at = actual.indexOf(item, from);
    if (at === -1) return true;
    from = at + 1;
    return false;
  });
}

/** What every drawn section must satisfy: its headings, links and words are the content's, and nothing reads as broken. */
function expectDrawn({ html, expected }: Awaited<ReturnType<typeof draw>>, where: string) {
  const headings = headingsIn(html);
  expect(
    headings.map((heading) => heading.text),
    `${where}: its headings`,
  ).toEqual(expected.headings.filter((text): text is string => Boolean(text)).map(words));
  // A heading never skips a level on the way down (h2 then h4).
  for (const [index, heading] of headings.entries())
    expect(heading.level - (headings[index - 1]?.level ?? heading.level), `${where}: ${heading.text}`).toBeLessThanOrEqual(1);
  const links = linksIn(html);
  for (const link of links) {
    expect(link.href, `${where}: the link "${link.text}" leads somewhere`).toMatch(/^(\/|#|https:\/\/|mailto:|tel:)\S*$/);
    expect(link.text, `${where}: the link to ${link.href} has words`).not.toBe("");
  }
  const wanted = expected.links.filter((href): href is string => Boolean(href));
  expect(
    inOrder(
      links.map((link) => link.href ?? ""),
      wanted,
    ),
    `${where}: links missing or out of order`,
  ).toEqual([]);
  // The words, white space aside (an inline mark or a line break of the markup may split them).
  const text = readText(html).replace(/\s+/g, "");
  const shown = (expected.texts ?? []).filter((words): words is string => Boolean(words));
  const unread = shown.filter((words) => !text.includes(words.replace(/\s+/g, "")));
  expect(unread, `${where}: words not shown`).toEqual([]);
  expect(
    (expected.markup ?? []).filter((piece) => !html.includes(piece)),
    `${where}: markup missing`,
  ).toEqual([]);
  expect(brokenIn(html), where).toEqual([]);
}

describe("sections drawn from the bundled dataset", () => {
  it("covers every section type (a folder of sections/)", () => {
    const folders = readdirSync(import.meta.dirname).filter((name) => statSync(join(import.meta.dirname, name)).isDirectory());
    const types = folders.map((folder) => folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));
    expect(cases.map((spec) => spec.query.type).sort()).toEqual(types.sort());
  });

  describe.each(cases.map((spec) => [spec.query.type, spec] as const))("%s", (type, spec) => {
    let read: Promise<Instance[]> | undefined;
    const instances = () => {
      read ??= sectionsOfType(spec.query);
      return read;
    };

    it("each instance in the dataset, the longest among them: its headings, links and words, nothing broken", async () => {
      const all = await instances();
      expect(all.length, `the dataset has a ${type} section`).toBeGreaterThan(0);
      const first = longest(all);
      for (const instance of [first, ...all.filter((other) => other !== first)]) {
        expectDrawn(await draw(spec, instance.raw, instance.context), `${instance.document._id} ${instance.raw._key}`);
      }
    });

    it("emptied of everything optional: still its headings, links and words, nothing broken", async () => {
      const instance = longest(await instances());
      const empty = emptied(instance.raw, (candidate) => spec.query.schema.safeParse(candidate).success);
      expectDrawn(await draw(spec, empty, instance.context), `${instance.document._id} ${instance.raw._key} emptied`);
    });
  });
});
