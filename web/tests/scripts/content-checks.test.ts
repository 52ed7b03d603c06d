import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledDocuments, datasetOf } from "../dataset-with";

// The checks of the content's words (scripts/lib/content-checks.mjs) and `pnpm content:validate --launch`.
const root = resolve(__dirname, "..", "..", "..");
type Finding = { id: string; path: string; found: string; hint: string; times: number };
type Check = (docs: object[]) => Finding[];
const load = async () =>
  (await import(resolve(root, "scripts", "lib", "content-checks.mjs"))) as {
    britishSpellings: Check;
    contradictingFigures: Check;
    launchPlaceholders: Check;
    storyFigureMismatches: Check;
    unsourcedFigures: Check;
  };

const doc = (fields: object) => ({ _id: "page-x", _type: "page", ...fields });

describe("one voice: American spelling", () => {
  it("flags common British forms, naming the document and field", async () => {
    const { britishSpellings } = await load();
    const found = britishSpellings([
      doc({ seo: { description: "We modernise and optimise." }, sections: [{ _key: "a", text: "A programme of colour and behaviour." }] }),
    ]);
    expect(found.map((f) => [f.path, f.found])).toEqual([
      ["seo.description", "modernise"],
      ["seo.description", "optimise"],
      ['sections[_key=="a"].text', "colour"],
      ['sections[_key=="a"].text', "behaviour"],
      ['sections[_key=="a"].text', "programme"],
    ]);
  });

  it("flags the British words an American reader calls otherwise: CV, health cover, rota, enquiry", async () => {
    const { britishSpellings } = await load();
    const found = britishSpellings([
      doc({ sections: [{ _key: "a", title: "Health cover from day one", text: "Send your CV; our on-call rota answers every enquiry." }] }),
    ]);
    expect(found.map((f) => f.found).sort()).toEqual(["CV", "Health cover", "enquiry", "rota"]);
  });

  it("leaves American English and words that are the same in both alone", async () => {
    const { britishSpellings } = await load();
    const text = "We organize, analyze and prioritize; our expertise, risk analyses, advertising and exercise programs center on color.";
    expect(britishSpellings([doc({ text })])).toEqual([]);
  });
});

describe("launch readiness", () => {
  it("lists bracketed placeholders, 555 numbers and example addresses, not a form's example text", async () => {
    const { launchPlaceholders } = await load();
    const found = launchPlaceholders([
      doc({
        phone: "+1 (555) 123-4567",
        email: "hello@example.com",
        body: [{ _key: "b", children: [{ _key: "c", text: "the laws of [State], the courts of [State]" }] }],
        form: { phonePlaceholder: "+1 (555) 000-0000", emailPlaceholder: "you@example.org" },
        hours: "Monday to Friday, 8 am to 6 pm",
      }),
    ]);
    expect(found.map((f) => [f.path, f.found])).toEqual([
      ["phone", "+1 (555) 123-4567"],
      ["email", "hello@example.com"],
      ['body[_key=="b"].children[_key=="c"].text', "[State]"],
    ]);
    expect(found.at(-1)?.times).toBe(2);
  });

  it("`content:validate --launch` fails while the bundled content has placeholders, and says where", () => {
    const result = spawnSync(process.execPath, [resolve(root, "scripts", "validate-content.mjs"), "--launch"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/page-terms-of-service › sections\[_key=="legal"\].*placeholder to replace before launch: “\[State\]”/);
    // The bundled content tells each figure once: no contradiction among what is left before launch.
    expect(result.stderr).not.toMatch(/contradicting figure/);
  }, 300_000); // Sanity's validator in a process of its own: half a minute, minutes on a busy machine.
});

describe("numbers that agree", () => {
  const study = {
    _id: "caseStudy-rural",
    _type: "caseStudy",
    client: "Network of 14 rural clinics",
    results: ["Referral completion up from 75% to 94%", "12,000 virtual visits in the first year"],
    story: { challenge: [{ _type: "block", children: [{ _type: "span", text: "Patients drove 110 miles." }] }] },
  };
  const story = (fields: object) =>
    doc({ sections: [{ _type: "successStories", _key: "s", stories: [{ _key: "a", caseStudy: { _ref: study._id }, ...fields }] }] });

  it("flags a number a case-study-backed story gives and its case study does not", async () => {
    const { storyFigureMismatches } = await load();
    const found = storyFigureMismatches([study, story({ summary: "12 clinics, patients drove up to 110 miles; 94% completed." })]);
    expect(found.map((f) => [f.path, f.found])).toEqual([['sections[_key=="s"].stories[_key=="a"]', "12"]]);
  });

  it("passes a story whose every figure is its case study's, and a story with no case study", async () => {
    const { storyFigureMismatches } = await load();
    expect(storyFigureMismatches([study, story({ summary: "14 clinics, 110 miles, 12,000 visits, 94% completed." })])).toEqual([]);
    expect(storyFigureMismatches([study, story({ caseStudy: undefined, summary: "12 clinics" })])).toEqual([]);
  });

  it("lists the figures without a source: the home header's, figure tiles and bands, a success story's own", async () => {
    const { unsourcedFigures } = await load();
    const sourced = { source: "Client survey, 2025" };
    const page = doc({
      sections: [
        {
          _type: "homeHero",
          _key: "hero",
          highlights: [
            { _key: "a", value: "150+", label: "Organizations served" },
            { _key: "b", value: "98%", label: "Client satisfaction", ...sourced },
          ],
        },
        {
          _type: "statGrid",
          _key: "grid",
          stats: [
            { _key: "c", value: "40%", label: "Fewer denials" },
            { _key: "d", value: "2x", label: "Faster", ...sourced },
          ],
        },
        { _type: "statBand", _key: "band", stats: [{ _key: "e", value: "$12M", label: "Recovered" }] },
        {
          _type: "successStories",
          _key: "stories",
          stories: [
            { _key: "own", results: [{ _key: "f", value: "14", label: "Clinics" }] },
            { _key: "told", caseStudy: { _ref: "case-study-a" }, results: [{ _key: "g", value: "22%", label: "Denials" }] },
          ],
        },
        { _type: "tagList", _key: "tags", stats: [{ _key: "h", value: "1", label: "Not a figure section" }] },
      ],
    });
    expect(unsourcedFigures([page]).map((f) => [f.path, f.found])).toEqual([
      ['sections[_key=="hero"].highlights[_key=="a"]', "150+ Organizations served"],
      ['sections[_key=="grid"].stats[_key=="c"]', "40% Fewer denials"],
      ['sections[_key=="band"].stats[_key=="e"]', "$12M Recovered"],
      ['sections[_key=="stories"].stories[_key=="own"].results[_key=="f"]', "14 Clinics"],
    ]);
  });
});

describe("every figure from one place", () => {
  type Stat = { _key: string; value: string; label: string; caseStudy?: { _ref: string } };
  type Section = { _key: string; _type: string; intro?: string; stats?: Stat[]; highlights?: Stat[] };
  type Doc = { _id: string; _type: string; sections?: Section[]; results?: string[] };
  const docs = () => bundledDocuments() as Doc[];
  /** The bundled dataset's figures that name their case study, with the page and section they are on. */
  const citing = (all: Doc[]) => {
    const found = all.flatMap((doc) =>
      (doc.sections ?? []).flatMap((section) =>
        (section.stats ?? []).filter((stat) => stat.caseStudy).map((stat) => ({ doc, section, stat })),
      ),
    );
    if (!found[0]) throw new Error("no figure of the bundled dataset names its case study");
    return [found[0], ...found.slice(1)] as const;
  };

  it("finds no contradiction on the bundled content, whose figures name the case studies that carry them", async () => {
    const { contradictingFigures } = await load();
    expect(contradictingFigures(docs())).toEqual([]);
    expect(citing(docs()).length).toBeGreaterThan(0);
  });

  it("names the page and figure when its case study is changed to tell another number", async () => {
    const { contradictingFigures } = await load();
    const all = docs();
    const [{ doc, section, stat }] = citing(all);
    const study = all.find((candidate) => candidate._id === stat.caseStudy?._ref);
    if (!study?.results) throw new Error(`the case study ${stat.caseStudy?._ref} is not in the dataset`);
    // The case study's story told with the figure's number one higher, everywhere it appears.
    const number = stat.value.match(/\d+(?:\.\d+)?/)?.[0] ?? "";
    const other = String(Number(number) + 1);
    const edited = JSON.parse(JSON.stringify(study).replaceAll(number, other)) as Doc;
    const found = contradictingFigures(all.map((candidate) => (candidate === study ? edited : candidate)));
    expect(found).toContainEqual(
      expect.objectContaining({ id: doc._id, path: `sections[_key=="${section._key}"].stats[_key=="${stat._key}"]` }),
    );
  });

  it("finds a headline figure restated under its label with another value, and a case-study claim no case study carries", async () => {
    const { contradictingFigures } = await load();
    const all = docs();
    const home = all.find((doc) => doc.sections?.some((section) => section._type === "homeHero"));
    const headline = home?.sections?.find((section) => section._type === "homeHero")?.highlights?.[0];
    if (!headline) throw new Error("the home page has no header figures");
    const page: Doc = {
      _id: "page-claims",
      _type: "page",
      sections: [
        { _key: "restated", _type: "statBand", stats: [{ _key: "a", value: `${headline.value}0`, label: headline.label }] },
        {
          _key: "cited",
          _type: "statGrid",
          intro: "Every figure here is from our case studies.",
          stats: [{ _key: "b", value: "35 min", label: "Faster" }],
        },
      ],
    };
    expect(contradictingFigures([...all, page]).map((finding) => [finding.id, finding.path])).toEqual([
      ["page-claims", 'sections[_key=="restated"].stats[_key=="a"]'],
      ["page-claims", 'sections[_key=="cited"].stats[_key=="b"]'],
    ]);
  });

  it("`content:validate --launch` fails on a dataset with a contradiction introduced, naming the figure", () => {
    const all = docs();
    const [{ doc, stat }] = citing(all);
    // The figure changed on its page, the case study left as it is.
    const changed = all.map((candidate) =>
      candidate === doc
        ? JSON.parse(
            JSON.stringify(candidate).replace(
              JSON.stringify(stat.value),
              JSON.stringify(`${stat.value.replace(/\d+/, (n: string) => String(Number(n) + 1))}`),
            ),
          )
        : candidate,
    );
    const file = datasetOf(changed);
    const result = spawnSync(process.execPath, [resolve(root, "scripts", "validate-content.mjs"), "--launch", file], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${doc._id} › sections[_key==`);
    expect(result.stderr).toMatch(new RegExp(`stats\\[_key=="${stat._key}"\\]: contradicting figure`));
  }, 300_000);
});
