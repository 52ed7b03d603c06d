// Checks of the words in the bundled content, beyond what Sanity's validator can say:
//   - one voice: the firm writes American English, so common British spellings are flagged;
//   - launch readiness: placeholders the firm must replace before launch (the governing-law [State],
//     555 telephone numbers, example addresses), listed by document and field.
// Each finding is { id, path, found, hint }.

/** Common British forms and the American form to use. Word stems, matched case-insensitively. */
const british = [
  [
    /\b(organ|recogn|special|standard|util|minim|maxim|optim|modern|priorit|emphas|summar|categor|custom|digit|final|harmon|incentiv|mobil|personal|capital|stabil|visual|central|real|author|apolog|familiar|memor|monet|synchron|subsid|critic|hospital|industrial|normal|prioritis)is(e|ed|es|ing|ation|ations|er|ers)\b/i,
    "-ize, -ization",
  ],
  [/\banalys(e|ed|ing)\b/i, "analyze"],
  [/\b(behavi|col|fav|hon|lab|neighb|rum|harb|hum|flav)our(s|ed|ing|able|ite|ites|al)?\b/i, "-or"],
  [/\b(cent|met|theat|fib)re(s|d)?\b/i, "-er"],
  [/\bprogrammes?\b/i, "program"],
  [/\b(defen|offen)ce\b/i, "-se"],
  [/\bcatalogue(s|d)?\b/i, "catalog"],
  [/\b(travel|cancel|label|model|counsel|fuel|signal)l(ed|ing|er|ers)\b/i, "one l: traveled, modeling"],
  [/\b(fulfil|enrol)(s|ment|ments)?\b/i, "fulfill, enroll"],
  [/\b(paediatr|anaesth|orthopaed|haemat|oedem|gynaecolog)\w*/i, "pediatric, anesthesia, orthopedic, hematology"],
  [/\bageing\b/i, "aging"],
  [/\bjudgement(s)?\b/i, "judgment"],
];

const placeholders = [
  [/\[[A-Z][A-Za-z ]{1,30}\]/, "a bracketed placeholder such as [State]"],
  [/(?<!\d)(?:\+1[\s.-]?)?\(?555\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/, "a 555 telephone number"],
  [/\b[\w.+-]*@?example\.(?:com|org|net)\b/i, "an example address"],
  [/\blorem ipsum\b|\bTODO\b|\bTBD\b/i, "placeholder text"],
];

/** Fields whose words are examples by design (a form's placeholder text), never launch placeholders. */
const exampleField = /placeholder$/i;

function* texts(value, path) {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = item && typeof item === "object" && typeof item._key === "string" ? `[_key=="${item._key}"]` : `[${index}]`;
      yield* texts(item, `${path}${key}`);
    }
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith("_")) continue;
      yield* texts(child, path ? `${path}.${key}` : key);
    }
  }
}

// One finding per document, field and word; `times` counts its occurrences in that field.
function find(docs, rules, skip = () => false) {
  const findings = new Map();
  for (const doc of docs) {
    if (doc._id.startsWith("drafts.")) continue;
    for (const [path, text] of texts(doc, "")) {
      if (skip(path)) continue;
      for (const [pattern, hint] of rules) {
        for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
          const found = match[0].trim();
          const key = JSON.stringify([doc._id, path, found]);
          const seen = findings.get(key);
          if (seen) seen.times += 1;
          else findings.set(key, { id: doc._id, path, found, hint, times: 1 });
        }
      }
    }
  }
  return [...findings.values()];
}

/** British spellings in the content, with the American form to use. */
export const britishSpellings = (docs) => find(docs, british);

/** Placeholders to replace before launch, by document and field (form placeholder text excepted). */
export const launchPlaceholders = (docs) => find(docs, placeholders, (path) => exampleField.test(path.split(".").at(-1) ?? ""));

export const describeFinding = ({ id, path, found, hint, times }) =>
  `${id} › ${path}: “${found}”${times > 1 ? ` (${times} times)` : ""} (${hint})`;
