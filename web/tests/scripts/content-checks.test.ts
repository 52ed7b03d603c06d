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
    figureFindings: Check;
    launchPlaceholders: Check;
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
});

describe("every number a claim", () => {
  type Doc = { _id: string; _type: string; [field: string]: unknown };
  /** The bundled dataset, each document changed by `edit` where it names one (a fresh copy each time). */
  const bundledWith = (edits: Record<string, (doc: Doc) => void> = {}, added: Doc[] = []) => {
    const all = JSON.parse(JSON.stringify(bundledDocuments())) as Doc[];
    for (const [id, edit] of Object.entries(edits)) {
      const doc = all.find((candidate) => candidate._id === id);
      if (!doc) throw new Error(`${id} is not in the bundled dataset`);
      edit(doc);
    }
    return [...all, ...added];
  };
  type Section = {
    _key: string;
    _type: string;
    intro?: string;
    items?: { _key: string; highlight?: string }[];
    stats?: { claim?: { _ref: string } }[];
  };
  const sectionOf = (doc: Doc, type: string) => {
    const section = (doc.sections as Section[]).find((candidate) => candidate._type === type);
    if (!section) throw new Error(`${doc._id} has no ${type} section`);
    return section;
  };
  /** An analytics application's example impact, the way the page told it before (a number no claim gives). */
  const exampleImpact = (highlight: string) => (doc: Doc) => {
    const item = sectionOf(doc, "featureList").items?.[0];
    if (!item) throw new Error("the analytics page lists no applications");
    item.highlight = highlight;
  };
  const where = (findings: Finding[]) => findings.map((finding) => `${finding.id} › ${finding.path}: ${finding.found}`);

  it("passes the bundled content: every figure on a page states a claim with a source, and no two disagree", async () => {
    const { figureFindings } = await load();
    const all = bundledWith();
    expect(figureFindings(all)).toEqual([]);
    const figures = all.flatMap((doc) =>
      ((doc.sections as Section[] | undefined) ?? []).flatMap((section) => [
        ...(section.stats ?? []),
        ...((section as { highlights?: { claim?: unknown }[] }).highlights ?? []),
      ]),
    );
    expect(figures.length).toBeGreaterThan(20);
    for (const figure of figures) expect(figure.claim).toEqual(expect.objectContaining({ _ref: expect.stringMatching(/^claim-/) }));
  });

  it("readmissions: a 25% claim citing the case study that says 31%, and 22% in the analytics page's words, both fail", async () => {
    const { figureFindings } = await load();
    const claim = bundledWith().find((doc) => doc._id === "claim-readmissions-heart-failure") as Doc;
    const found = figureFindings(
      bundledWith({ "service-data-analytics-ai": exampleImpact("Example impact: 22% fewer 30-day readmissions") }, [
        { ...claim, _id: "claim-patient-outcomes-readmissions", value: "25%", scope: "Hospital clients" },
      ]),
    );
    // The claim twice (its case study gives no 25, and it contradicts the case study's own claim), then the words.
    expect(where(found)).toEqual([
      "claim-patient-outcomes-readmissions › value: 25%",
      "claim-patient-outcomes-readmissions › value: 25%",
      expect.stringMatching(/^service-data-analytics-ai › sections\[_key=="\w+"\]\.items\[_key=="\w+"\]\.highlight: 22%$/),
    ]);
    expect(found[0]?.hint).toMatch(/case study caseStudy-academic-center-readmissions, gives no 25/);
    expect(found[1]?.hint).toMatch(/claim-readmissions-heart-failure says 31% and claim-patient-outcomes-readmissions says 25%/);
    expect(found[2]?.hint).toMatch(/a number in copy that is no claim/);
  });

  it("denials: 30% on the analytics page fails in its words, and as a claim beside the 35% one it contradicts, naming both", async () => {
    const { figureFindings } = await load();
    const denials = bundledWith().find((doc) => doc._id === "claim-denials-initial-denials") as Doc;
    const inWords = figureFindings(bundledWith({ "service-data-analytics-ai": exampleImpact("Example impact: 30% fewer denied claims") }));
    expect(where(inWords)).toEqual([expect.stringMatching(/^service-data-analytics-ai › .*\.highlight: 30%$/)]);
    // Same measure and people (the firm-wide words of its scope), another value: one finding naming both claims.
    const same = figureFindings(bundledWith({}, [{ ...denials, _id: "claim-analytics-denials", value: "30%" }]));
    expect(where(same)).toContain("claim-analytics-denials › value: 30%");
    expect(same.find((finding) => finding.hint.startsWith("contradicting claims"))?.hint).toContain(
      `claim-denials-initial-denials says ${denials.value} and claim-analytics-denials says 30%`,
    );
  });

  it("telemedicine satisfaction: 95% for the page and 92% for a story, about the same patients, contradict; scoped apart they are both true", async () => {
    const { figureFindings } = await load();
    const pooled = bundledWith().find((doc) => doc._id === "claim-telemedicine-satisfaction") as Doc;
    const found = figureFindings(bundledWith({ "claim-behavioral-satisfaction": (doc) => Object.assign(doc, { scope: pooled.scope }) }));
    expect(found).toHaveLength(1);
    expect(found[0]?.hint).toMatch(/^contradicting claims: /);
    expect(found[0]?.hint).toMatch(/claim-telemedicine-satisfaction says 95%/);
    expect(found[0]?.hint).toMatch(/claim-behavioral-satisfaction says 92%/);
    // The story's rating beside its case study's 4.8 out of 5.
    const rating = figureFindings(bundledWith({ "claim-rural-rating": (doc) => Object.assign(doc, { value: "4.9/5" }) }));
    // The claim says what its case study does not, and the case study's result is then no claim's.
    expect(where(rating)).toEqual([
      "claim-rural-rating › value: 4.9/5",
      expect.stringMatching(/^caseStudy-rural-telehealth-network › results\[3\]/),
    ]);
  });

  it("/case-studies: a band that says its figures cover every engagement since the founding, over claims of 2017, 2019 and 2021 on", async () => {
    const { figureFindings } = await load();
    const found = figureFindings(
      bundledWith({
        "page-case-studies": (doc) => Object.assign(sectionOf(doc, "statBand"), { intro: "Across every engagement since our founding." }),
      }),
    );
    expect(where(found)).toEqual([
      expect.stringMatching(/^page-case-studies › sections\[_key=="\w+"\]: (since our founding|every engagement)$/),
    ]);
    expect(found[0]?.hint).toMatch(/2017–2025.*2019–2025|2019–2025.*2017–2025/);
  });

  it("a testimonial or a story a case study tells gives its numbers, and a case study's result states one of its claims", async () => {
    const { figureFindings } = await load();
    const quote = (doc: Doc) => Object.assign(doc, { quote: String(doc.quote).replace("94%", "97%") });
    expect(where(figureFindings(bundledWith({ "testimonial-rural-network-cmo": quote })))).toEqual(
      expect.arrayContaining(["testimonial-rural-network-cmo › quote: 97"]),
    );
    const withoutClaim = bundledWith().filter((doc) => doc._id !== "claim-rural-rating");
    expect(where(figureFindings(withoutClaim))).toEqual([
      expect.stringMatching(/^caseStudy-rural-telehealth-network › results\[3\]: .*4\.8 out of 5/),
    ]);
  });

  // The command once (Sanity's validator in a process of its own: half a minute, minutes on a busy machine): the
  // bundled content with one figure that is no claim, checked for launch.
  it("`content:validate --launch` fails on a number in copy that is no claim and on each placeholder left, naming the document and field", () => {
    const file = datasetOf(bundledWith({ "service-data-analytics-ai": exampleImpact("Example impact: 30% fewer denied claims") }));
    const result = spawnSync(process.execPath, [resolve(root, "scripts", "validate-content.mjs"), file, "--launch"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /service-data-analytics-ai › sections\[_key=="\w+"\]\.items\[_key=="\w+"\]\.highlight: “30%”: a number in copy that is no claim/,
    );
    expect(result.stderr).toMatch(/page-terms-of-service › sections\[_key=="legal"\].*placeholder to replace before launch: “\[State\]”/);
  }, 300_000);
});
