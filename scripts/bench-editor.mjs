#!/usr/bin/env node
// `pnpm bench:editor`: how long an editor's publish takes to reach the site, in the local editing mode. See --help.
import { chromiumLaunchOptions } from "../web/tests/chromium.ts";
import { openInStudio } from "../web/tests/studio-editor.ts";
import { startEditingStack } from "./lib/editing-stack.mjs";
import { benchArgs, freePort, onStop, percentile, run, table, writeResults } from "./lib/next-app.mjs";

/** @import { WebhookDelivery } from "../web/tests/content-lake/webhooks.mjs" */
/** @typedef {{ way: string; toWebhook: number; toVisible: number | null; delivery: WebhookDelivery }} Sample */

const options = benchArgs(
  `pnpm bench:editor: how long an editor's publish takes to reach the site in the local editing mode
  (scripts/lib/editing-stack.mjs: the Content Lake stand-in sending Sanity's webhook, the site in Content Lake mode,
  the built Studio). Over --publishes publishes of a post's title, each way:
    Studio  in Chromium, the post opened in the Studio, its title typed, Publish clicked: the time from the click
            to the new title on the post's page (polled every --poll-ms) and to the stand-in's webhook answered;
    API     (the reference, same run) the same edit through the mutate API: the same two times.
  p50 and p95 of each, and the webhook's own figures. Writes bench-results/editor.json and .md.`,
  {
    publishes: { type: "string", default: "20", help: "publishes each way" },
    "delay-ms": { type: "string", default: "0", help: "the stand-in's delay before queries see a publish" },
    "poll-ms": { type: "string", default: "50", help: "how often the post's page is fetched" },
    "skip-studio": { type: "boolean", help: "API publishes only (no Studio build, no Chromium)" },
    build: { type: "boolean", help: "build the site and the Studio even when their builds are current" },
    json: { type: "boolean", help: "also print the results as JSON" },
  },
);
const publishes = Number(options.publishes);
const pollMs = Number(options["poll-ms"]);
const visibleTimeoutMs = 60_000;
const say = (/** @type {string} */ text) => console.error(`bench:editor: ${text}`);

const stack = await startEditingStack({
  sitePort: await freePort(),
  lakePort: await freePort(),
  studioPort: await freePort(),
  delayMs: Number(options["delay-ms"]),
  build: options.build ? "always" : "auto",
  siteDist: ".next-bench-editor",
  studioDist: "dist-bench-editor",
  say,
});
onStop(() => stack.stop());
const { lake, siteUrl, studioUrl } = stack;

/** The stand-in's webhook deliveries of a document after `since`, once settled; throws unless delivered. */
async function deliveredAfter(/** @type {string} */ document, /** @type {number} */ since) {
  const { settled, deliveries } = await lake.waitForWebhooks({ document, since }, { timeoutMs: visibleTimeoutMs });
  const [delivery] = deliveries;
  if (!settled || !delivery || delivery.state !== "delivered")
    throw new Error(`the webhook for ${document} was not delivered: ${JSON.stringify(delivery ?? null)}`);
  return delivery;
}

/** Resolves to the time (performance.now()) the page first shows `text`, or null after the timeout. */
async function visible(/** @type {string} */ path, /** @type {string} */ text) {
  for (const deadline = Date.now() + visibleTimeoutMs; Date.now() < deadline; ) {
    const html = await (await fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(30_000) })).text();
    if (html.includes(text)) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return null;
}

const lastSeq = () => lake.webhookDeliveries.at(-1)?.seq ?? 0;
const ms = (/** @type {number} */ value) => Math.round(value);

/** The post every publish edits: the first by date, its page, its title. */
const post = /** @type {{ _id: string; title: string; slug: string }} */ (
  await lake.query(`*[_type == "post" && defined(slug.current)] | order(publishedAt desc)[0]{_id, title, "slug": slug.current}`)
);
const path = `/blog/${post.slug}`;
// Warm: the page rendered and cached once, as a visitor's first view would leave it.
await visible(path, post.title);

/**
 * One publish timed: from `act` (the click, the request) to the stand-in's webhook answered and to the post's page
 * showing `title`.
 * @param {string} way @param {string} title @param {() => Promise<unknown>} act
 * @returns {Promise<Sample>}
 */
async function timed(way, title, act) {
  const since = lastSeq();
  const started = performance.now();
  await act();
  const seen = visible(path, title);
  const delivery = await deliveredAfter(post._id, since);
  const toWebhook = performance.now() - started;
  const at = await seen;
  return { way, toWebhook, toVisible: at === null ? null : at - started, delivery };
}

/** API publishes: a patch of the published document, as a script or another client publishes. */
async function apiPublishes() {
  /** @type {Sample[]} */
  const samples = [];
  for (let index = 0; index < publishes; index += 1) {
    const title = `${post.title} (API ${index + 1} ${Date.now()})`;
    samples.push(await timed("API", title, () => lake.mutate([{ patch: { id: post._id, set: { title } } }])));
  }
  return samples;
}

/**
 * Studio publishes, in Chromium (web/tests/studio-editor.ts): the post opened in Structure, its title replaced,
 * Publish clicked. Resolves to the samples, or to why the Studio could not publish here.
 * @returns {Promise<Sample[] | string>}
 */
async function studioPublishes() {
  let editor;
  try {
    editor = await openInStudio(studioUrl, "post", post._id, chromiumLaunchOptions);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  try {
    /** @type {Sample[]} */
    const samples = [];
    for (let index = 0; index < publishes; index += 1) {
      const text = `${post.title} (Studio ${index + 1} ${Date.now()})`;
      await editor.setTitle(text);
      samples.push(await timed("Studio", text, () => editor.publish()));
    }
    return samples;
  } finally {
    await editor.close();
  }
}

/** @param {Sample[]} samples */
function summary(samples) {
  const visibleTimes = samples.map((sample) => sample.toVisible).filter(/** @returns {v is number} */ (v) => v !== null);
  const webhook = samples.map((sample) => sample.delivery.ms ?? Number.NaN);
  const handler = samples.map((sample) => sample.delivery.attempts.at(-1)?.ms ?? Number.NaN);
  const toWebhook = samples.map((sample) => sample.toWebhook);
  return {
    publishes: samples.length,
    notVisible: samples.length - visibleTimes.length,
    toVisible: { p50: ms(percentile(visibleTimes, 50)), p95: ms(percentile(visibleTimes, 95)) },
    toWebhookAnswered: { p50: ms(percentile(toWebhook, 50)), p95: ms(percentile(toWebhook, 95)) },
    webhookDelivery: { p50: ms(percentile(webhook, 50)), p95: ms(percentile(webhook, 95)) },
    siteAnswer: { p50: ms(percentile(handler, 50)), p95: ms(percentile(handler, 95)) },
    attempts: Math.max(...samples.map((sample) => sample.delivery.attempts.length)),
  };
}

await run(async () => {
  say(`stand-in ${lake.url} (delay ${options["delay-ms"]} ms), site ${siteUrl}, Studio ${studioUrl}; ${publishes} publishes each way`);
  /** @type {Record<string, ReturnType<typeof summary> | string>} */
  const results = {};
  if (options["skip-studio"]) results.Studio = "skipped (--skip-studio)";
  else {
    say("Studio publishes in Chromium…");
    const studio = await studioPublishes();
    results.Studio = typeof studio === "string" ? studio : summary(studio);
  }
  say("API publishes (the reference)…");
  results.API = summary(await apiPublishes());
  // The post as it was.
  await lake.mutate([{ patch: { id: post._id, set: { title: post.title } } }]);

  const header = [
    "publish through",
    "publishes",
    "→ visible p50 ms",
    "→ visible p95 ms",
    "→ webhook answered p50 ms",
    "webhook delivery p50 ms",
    "webhook delivery p95 ms",
    "site's answer p50 ms",
    "most attempts",
  ];
  const rows = Object.entries(results).map(([way, result]) =>
    typeof result === "string"
      ? [way, `not measured: ${result}`, "", "", "", "", "", "", ""]
      : [
          way,
          `${result.publishes}${result.notVisible ? ` (${result.notVisible} not visible in ${visibleTimeoutMs / 1000} s)` : ""}`,
          result.toVisible.p50,
          result.toVisible.p95,
          result.toWebhookAnswered.p50,
          result.webhookDelivery.p50,
          result.webhookDelivery.p95,
          result.siteAnswer.p50,
          result.attempts,
        ],
  );
  const text = [
    `Local editing mode: the Content Lake stand-in (a publish visible to queries ${options["delay-ms"]} ms after it is accepted) sending Sanity's webhook to the site in Content Lake mode (production build); the post ${path}, polled every ${pollMs} ms. Studio: from the Publish click; API: from the mutate request. Webhook delivery: from the change accepted to the site's 2xx answer (the site answers once the Content Lake shows the change).`,
    "",
    table(header, rows),
  ].join("\n");
  console.log(text);
  if (options.json) console.log(JSON.stringify(results, null, 2));
  writeResults("editor", results, text);
});
