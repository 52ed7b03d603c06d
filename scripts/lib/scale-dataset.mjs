// Larger datasets for `pnpm bench:scale`: the bundled dataset with generated posts (valid per schemas/documents/post.ts) added up to the
// number asked for: each a unique title and address, a real post's excerpt, author, categories and related services, a body made from the
// real posts' sections (every `_key` its own), a few generated authors beside the real ones. The same seed gives the same file.
import { seededRandom } from "../../web/tests/content-lake/unkind.mjs";

/** @typedef {{ _id: string; _type: string; [field: string]: unknown }} Doc A document of the dataset. */
/** @typedef {{ _key: string; [field: string]: unknown }} MarkDef */
/** @typedef {{ _key?: string; marks?: string[]; [field: string]: unknown }} Span */
/** @typedef {{ _type: string; _key?: string; style?: string; markDefs?: MarkDef[]; children?: Span[]; [field: string]: unknown }} Block */
/** @typedef {Doc & { body: Block[]; excerpt?: string; relatedServices?: unknown }} Post */

const topics = (
  "Value-based care contracts|Prior authorization|Nurse staffing|Telehealth reimbursement|Revenue cycle analytics|" +
  "HIPAA risk management|Care coordination|Physician recruitment|Population health data|Claims denial prevention|" +
  "Patient access|Clinical documentation|Interoperability|Behavioral health integration|Price transparency|" +
  "Cybersecurity readiness|Chronic care management|Credentialing|Remote monitoring|Quality reporting|" +
  "Payer contracting|Rural health networks|Care transitions|Workforce planning|EHR optimization"
).split("|");
const angles = (
  "what boards should ask|a practical checklist|lessons from the field|where programs stall|" +
  "measuring what matters|the first ninety days|building the business case|common pitfalls|a step-by-step plan|" +
  "getting clinicians on board|what the data shows|questions to settle first|from pilot to program|" +
  "budgeting for the year ahead|how to report results|choosing the right partner"
).split("|");
const audiences = (
  "for rural hospitals|for medical groups|for health systems|for community clinics|for specialty practices|" +
  "for academic centers|for payers|for critical access hospitals"
).split("|");

/** @type {Array<[name: string, credentials: string, role: string, bio: string]>} */
const generatedAuthors = [
  ["Elena Vasquez", "MBA", "Senior Manager, Strategy", "Elena advises health systems on strategy and growth."],
  ["Robert Chang", "CPA", "Director, Finance and Revenue", "Robert helps hospitals and medical groups strengthen their finances."],
  ["Priya Natarajan", "PharmD", "Manager, Clinical Programs", "Priya designs clinical programs that hold up in daily practice."],
  ["Thomas Reilly", "MHA", "Senior Consultant, Operations", "Thomas works with operating teams on access, flow and staffing."],
];

const slugify = (/** @type {string} */ text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** `count` different items of `list`, in a random order. @template T @param {() => number} random @param {T[]} list @param {number} count @returns {T[]} */
function pick(random, list, count) {
  const pool = [...list];
  /** @type {T[]} */
  const chosen = [];
  while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}

/** A post body's blocks before its first h2, and each section (an h2 and the blocks up to the next). @param {Block[]} body */
function bodyParts(body) {
  const first = body.findIndex((block) => block.style === "h2");
  const intro = first < 0 ? body : body.slice(0, first);
  /** @type {Block[][]} */
  const sections = [];
  for (const block of first < 0 ? [] : body.slice(first)) {
    if (block.style === "h2") sections.push([block]);
    else sections.at(-1)?.push(block);
  }
  return { intro, sections };
}

/** A block with new keys (`<prefix>`, spans `<prefix>s1`…, marks `<prefix>m1`…, renamed to match). @param {Block} block @param {string} prefix @returns {Block} */
function rekey(block, prefix) {
  if (block._type !== "block") return { ...block, _key: prefix };
  const marks = new Map((block.markDefs ?? []).map((def, index) => [def._key, `${prefix}m${index + 1}`]));
  return {
    ...block,
    _key: prefix,
    markDefs: (block.markDefs ?? []).map((def) => ({ ...def, _key: /** @type {string} */ (marks.get(def._key)) })),
    children: (block.children ?? []).map((span, index) => ({
      ...span,
      _key: `${prefix}s${index + 1}`,
      marks: (span.marks ?? []).map((mark) => marks.get(mark) ?? mark),
    })),
  };
}

const day = 24 * 60 * 60 * 1000;

/**
 * The documents (all kept, in order), then generated authors and posts up to `postCount` posts, dated 2016 to 2023
 * (before the real ones: the blog's first page is the same on every dataset).
 * @param {Doc[]} documents @param {number} postCount @returns {Doc[]}
 */
export function scaleDataset(documents, postCount, seed = 1) {
  const random = seededRandom(seed);
  const posts = /** @type {Post[]} */ (documents.filter((doc) => doc._type === "post"));
  const categories = documents.filter((doc) => doc._type === "category").map((doc) => doc._id);
  const authors = generatedAuthors.map(([name, credentials, role, bio]) => ({
    _id: `author-generated-${slugify(name)}`,
    _type: "author",
    name,
    slug: { _type: "slug", current: slugify(name) },
    credentials,
    role,
    bio,
  }));
  const authorIds = [...documents.filter((doc) => doc._type === "author").map((doc) => doc._id), ...authors.map((doc) => doc._id)];
  const parts = posts.map((post) => bodyParts(post.body));
  const sections = parts.flatMap((part) => part.sections);
  const wanted = Math.max(0, postCount - posts.length);
  const most = topics.length * angles.length * audiences.length;
  if (wanted > most) throw new Error(`at most ${most} generated posts`);
  // Distinct titles: each generated post takes its own combination of topic, angle and audience.
  const combinations = pick(random, [...Array(most).keys()], wanted);
  const from = Date.UTC(2016, 0, 1);
  const span = Date.UTC(2023, 11, 31) - from;
  const generated = combinations.map((combination, index) => {
    const topic = topics[combination % topics.length];
    const angle = angles[Math.floor(combination / topics.length) % angles.length];
    const audience = audiences[Math.floor(combination / (topics.length * angles.length))];
    const title = `${topic}: ${angle} ${audience}`;
    const model = /** @type {Post} */ (posts[Math.floor(random() * posts.length)]);
    const modelParts = /** @type {ReturnType<typeof bodyParts>} */ (parts[posts.indexOf(model)]);
    const blocks = [...modelParts.intro, ...pick(random, sections, 2 + Math.floor(random() * 3)).flat()];
    const number = String(index + 1).padStart(4, "0");
    const categoryRefs = pick(random, categories, 1 + Math.floor(random() * 3));
    return {
      _id: `post-generated-${number}`,
      _type: "post",
      title,
      slug: { _type: "slug", current: `${slugify(title)}-${number}` },
      excerpt: model.excerpt,
      publishedAt: new Date(from + Math.floor((random() * span) / day) * day).toISOString().slice(0, 10),
      author: { _type: "reference", _ref: authorIds[Math.floor(random() * authorIds.length)] },
      categories: categoryRefs.map((ref, i) => ({ _type: "reference", _key: `c${i + 1}`, _ref: ref })),
      ...(model.relatedServices ? { relatedServices: model.relatedServices } : {}),
      body: blocks.map((block, i) => rekey(block, `g${number}b${i + 1}`)),
    };
  });
  return [...documents, ...(wanted > 0 ? authors : []), ...generated];
}
