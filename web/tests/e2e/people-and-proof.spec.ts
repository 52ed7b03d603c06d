import { expect, type Locator, test } from "@playwright/test";
import { documentById, documentsOfType, sample } from "./routes";

// People and proof as content (issue 24): the Leadership section's people, a service's practice leads, a
// person's profile, and the home page's outcomes, testimonials and latest insights. Every route and expected
// word is read from the bundled dataset, so new people, services or testimonials are tested as they come.

type Ref = { _ref: string; _key?: string };
type Person = {
  _id: string;
  name: string;
  credentials?: string;
  role: string;
  slug: { current: string };
  photo?: { alt?: string };
  practices?: Ref[];
};
type Figure = { _key: string; claim: Ref; label?: string };
type Claim = { value: string; label: string; scope: string; period: string; source: { kind: string; study?: string; method?: string } };
type Section = {
  _type: string;
  _key: string;
  highlights?: Figure[];
  stats?: Figure[];
  people?: Ref[];
  caseStudies?: Ref[];
  items?: Ref[];
  count?: number;
  stories?: Story[];
};
type Story = { _key: string; caseStudy?: Ref };
type Page = { _id: string; _type: string; title: string; slug?: { current: string }; sections: Section[] };
type Study = { _id: string; title: string; client: string; results: string[]; slug: { current: string } };
type Testimonial = { _id: string; quote: string; name?: string; role: string; organization: string; about: Ref; consent?: boolean };
type Post = { _id: string; title: string; publishedAt: string; updatedAt?: string; slug: { current: string } };
type Publication = { practiceLeadLabel: string; practiceLeadsLabel: string; authorServicesHeading: string; updatedLabel: string };

const people = documentsOfType<Person>("author");
const services = documentsOfType<Page>("service");
const pages = documentsOfType<Page>("page");
const publication = documentById<Publication>("publication");
const nameOf = (person: Person) => (person.credentials ? `${person.name}, ${person.credentials}` : person.name);
const pathOf = (doc: Page) =>
  doc._type === "service" ? `/services/${doc.slug?.current}` : doc._id === "page-home" ? "/" : `/${doc.slug?.current}`;
const byName = (a: Person, b: Person) => a.name.localeCompare(b.name);
const leadsOf = (service: Page) => people.filter((person) => person.practices?.some((ref) => ref._ref === service._id)).sort(byName);
const withSection = (type: string) => [...pages, ...services].filter((doc) => doc.sections.some((section) => section._type === type));
const person = (id: string) => documentById<Person>(id);

/** A person without a photo is drawn as their initials (hidden from screen readers: the name stands beside it). */
async function expectPortrait(container: Locator, who: Person) {
  if (who.photo) {
    await expect(container.locator("img").first()).toBeVisible();
    return;
  }
  const monogram = container.locator("[data-monogram]");
  await expect(monogram).toHaveAttribute("aria-hidden", "true");
  const words = who.name.split(/\s+/).filter((word) => !word.endsWith("."));
  await expect(monogram).toHaveText(`${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase());
  await expect(container.locator("img")).toHaveCount(0);
}

test.describe("people", { tag: "@desktop" }, () => {
  const leadershipPages = withSection("leadership").filter((doc) => doc.sections.some((section) => section.people?.length));
  test("the bundled content shows its leadership somewhere", () => expect(leadershipPages.length).toBeGreaterThan(0));

  for (const doc of leadershipPages)
    test(`${pathOf(doc)}: the Leadership section shows the people picked, in order, each linking to their page`, async ({ page }) => {
      await page.goto(pathOf(doc));
      for (const section of doc.sections.filter((candidate) => candidate._type === "leadership" && candidate.people?.length)) {
        const picked = (section.people ?? []).map((ref) => person(ref._ref));
        const cards = page.locator(`[data-section="leadership"]:has(#${section._key}-heading) [data-people] > li`);
        await expect(cards).toHaveCount(picked.length);
        for (const [index, who] of picked.entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole("link")).toHaveText(nameOf(who));
          await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/author/${who.slug.current}`);
          await expect(card).toContainText(who.role);
          await expectPortrait(card, who);
        }
      }
    });

  // One service of each kind: no practice lead, one, several.
  const byLeadCount = [...new Map(services.map((service) => [Math.min(leadsOf(service).length, 2), service])).values()];
  for (const service of byLeadCount)
    test(`/services/${service.slug?.current}: names its practice lead(s), linking to their pages`, async ({ page }) => {
      await page.goto(pathOf(service));
      const leads = leadsOf(service);
      const box = page.locator("[data-practice-leads]");
      if (leads.length === 0) {
        await expect(box).toHaveCount(0);
        return;
      }
      await expect(box.locator("p").first()).toHaveText(
        leads.length === 1 ? publication.practiceLeadLabel : publication.practiceLeadsLabel,
      );
      await expect(box.getByRole("link")).toHaveText(leads.map(nameOf));
      for (const [index, lead] of leads.entries()) {
        await expect(box.getByRole("link").nth(index)).toHaveAttribute("href", `/blog/author/${lead.slug.current}`);
        await expectPortrait(box.locator("li").nth(index), lead);
      }
    });

  for (const who of sample(people))
    test(`/blog/author/${who.slug.current}: a profile with portrait, role and the services they lead`, async ({ page }) => {
      await page.goto(`/blog/author/${who.slug.current}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(nameOf(who));
      await expect(page.locator("main")).toContainText(who.role);
      await expectPortrait(page.locator("main > div").first(), who);
      const areas = page.getByRole("region", { name: publication.authorServicesHeading });
      const led = (who.practices ?? []).map((ref) => documentById<Page>(ref._ref));
      if (led.length === 0) {
        await expect(areas).toHaveCount(0);
        return;
      }
      await expect(areas.getByRole("heading", { level: 3 })).toHaveText(led.map((service) => service.title));
      for (const [index, service] of led.entries())
        await expect(areas.getByRole("link").nth(index)).toHaveAttribute("href", `/services/${service.slug?.current}`);
    });
});

test.describe("proof", { tag: "@desktop" }, () => {
  const proofTypes = ["featuredOutcomes", "testimonials", "latestInsights"];
  const proofPages = pages.filter((doc) => doc.sections.some((section) => proofTypes.includes(section._type)));
  test("the bundled home page composes outcomes, testimonials and insights", () =>
    expect(documentById<Page>("page-home").sections.map((section) => section._type)).toEqual(expect.arrayContaining(proofTypes)));

  for (const doc of proofPages)
    test(`${pathOf(doc)}: outcomes, testimonials and latest insights in the page's order, from their documents`, async ({ page }) => {
      await page.goto(pathOf(doc));
      // The sections stand in the order the editor composed them.
      const drawn = await page
        .locator("main [data-section]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));
      expect(drawn.filter((type) => proofTypes.includes(type ?? ""))).toEqual(
        doc.sections.filter((section) => proofTypes.includes(section._type)).map((section) => section._type),
      );
      for (const section of doc.sections) {
        const root = page.locator(`[data-section="${section._type}"]:has(#${section._key}-heading)`);
        if (section._type === "featuredOutcomes") {
          const studies = (section.caseStudies ?? []).map((ref) => documentById<Study>(ref._ref));
          const cards = root.locator("[data-outcome]");
          await expect(cards).toHaveCount(studies.length);
          for (const [index, study] of studies.entries()) {
            await expect(cards.nth(index)).toContainText(study.results[0] ?? "");
            await expect(cards.nth(index)).toContainText(study.client);
            await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(study.title);
            await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `/case-studies/${study.slug.current}`);
          }
        }
        if (section._type === "testimonials") {
          const items = (section.items ?? []).map((ref) => documentById<Testimonial>(ref._ref)).filter((item) => item.consent);
          const quotes = root.locator("[data-testimonial]");
          await expect(quotes).toHaveCount(items.length);
          for (const [index, item] of items.entries()) {
            const quote = quotes.nth(index);
            await expect(quote.locator("blockquote")).toHaveText(item.quote);
            await expect(quote.locator("figcaption")).toContainText([item.name, item.role].filter(Boolean).join(", "));
            await expect(quote.locator("figcaption")).toContainText(item.organization);
            const about = documentById<Page>(item.about._ref);
            const href = about._type === "caseStudy" ? `/case-studies/${about.slug?.current}` : `/services/${about.slug?.current}`;
            await expect(quote.getByRole("link")).toHaveAttribute("href", href);
          }
        }
        if (section._type === "latestInsights") {
          const newest = documentsOfType<Post>("post")
            .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title))
            .slice(0, section.count ?? 3);
          await expect(root.getByRole("heading", { level: 3 })).toHaveText(newest.map((post) => post.title));
        }
      }
    });
});

test.describe("numbers that agree", { tag: "@desktop" }, () => {
  const studied = services.flatMap((service) =>
    service.sections
      .filter((section) => section._type === "successStories")
      .flatMap((section) => (section.stories ?? []).filter((story) => story.caseStudy).map((story) => ({ service, story }))),
  );
  test("the bundled content has a success story told by a case study", () => expect(studied.length).toBeGreaterThan(0));

  for (const { service, story } of sample(studied))
    test(`/services/${service.slug?.current}: a story told by a case study shows that case study's client and results`, async ({
      page,
    }) => {
      const study = documentById<Study>(story.caseStudy?._ref ?? "");
      await page.goto(pathOf(service));
      const card = page.locator("[data-story]").filter({ has: page.locator(`a[href="/case-studies/${study.slug.current}"]`) });
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(study.client);
      await expect(card.locator("[data-story-results] li")).toHaveText(study.results);
    });

  // Every figure states a claim: its value, its words (or the page's), and under it whose it is (or the study, or
  // how the firm counted it) and the period.
  const withFigures = [...pages, ...services].filter((doc) =>
    doc.sections.some((section) => [...(section.highlights ?? []), ...(section.stats ?? [])].length > 0),
  );
  for (const doc of sample(withFigures))
    test(`${pathOf(doc)}: each figure shows its claim, with its source and period under it`, async ({ page }) => {
      await page.goto(pathOf(doc));
      for (const section of doc.sections)
        for (const figure of [...(section.highlights ?? []), ...(section.stats ?? [])]) {
          const claim = documentById<Claim>(figure.claim._ref);
          const tile = page
            .locator(`[data-section="${section._type}"]:has(#${section._key}-heading) dl > div`)
            .filter({ has: page.locator("dd", { hasText: claim.value }) })
            .filter({ has: page.locator("dt", { hasText: figure.label ?? claim.label }) });
          await expect(tile, claim.value).toHaveCount(1);
          const source = tile.locator("[data-stat-source]");
          const kinds: Record<string, string | undefined> = { caseStudy: claim.scope, study: claim.source.study };
          const whose = kinds[claim.source.kind] ?? claim.source.method ?? "";
          await expect(source).toHaveText(`${whose}, ${claim.period}`);
          await expect(source).toBeVisible();
        }
    });

  for (const post of sample(documentsOfType<Post>("post").filter((candidate) => candidate.updatedAt)))
    test(`/blog/${post.slug.current}: shows the day it was updated`, async ({ page }) => {
      await page.goto(`/blog/${post.slug.current}`);
      const updated = page.locator("[data-updated]");
      await expect(updated).toContainText(publication.updatedLabel);
      await expect(updated.locator("time")).toHaveAttribute("datetime", post.updatedAt ?? "");
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join("")).toContain(`"dateModified":"${post.updatedAt}"`);
    });
});
