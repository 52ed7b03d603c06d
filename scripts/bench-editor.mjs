#!/usr/bin/env node
// `pnpm bench:editor`: how long an editor's publish takes to reach the site, in the local editing mode. See --help.
import { chromiumLaunchOptions } from "../web/tests/chromium.ts";
import { openInStudio } from "../web/tests/studio-editor.ts";
import { startEditingStack } from "./lib/editing-stack.mjs";
import { benchArgs, freePort, percentile, run, sleep, table, writeResults } from "./lib/next-app.mjs";

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
    publishes: { type: "number", default: "20", help: "publishes each way" },
    "delay-ms": { type: "number", default: "0", help: "the stand-in's delay before queries see a publish" },
    "poll-ms": { type: "number", default: "50", help: "how often the post's page is fetched" },
    "skip-studio": { type: "boolean", help: "API publishes only (no Studio build, no Chromium)" },
    build: { type: "boolean", help: "build the site and the Studio even when their builds are current" },
  },
);
const { publishes, "poll-ms": pollMs, "delay-ms": delayMs } = options;
const visibleTimeoutMs = 60_000;
const say = (/** @type {string} */ text) => console.error(`bench:editor: ${text}`);

const stack = await startEditingStack({
  sitePort: await freePort(),
  lakePort: await freePort(),
  studioPort: await freePort(),
  delayMs,
  build: options.build ? "always" : "stale",
  siteDist: ".next-bench-editor",
  studioDist: "dist-bench-editor",
});
const { lake, siteUrl, studioUrl } = stack;

/** The time (performance.now()) the page first shows `text`, or null after the timeout. @param {string} path @param {string} text */
async function visible(path, text) {
  for (const deadline = Date.now() + visibleTimeoutMs; Date.now() < deadline; await sleep(pollMs))
    if ((await (await fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(30_000) })).text()).includes(text)) return performance.now();
  return null;
}

/** The post every publish edits: the first by date. */
const post = /** @type {{ _id: string; title: string; slug: string }} */ (
  await lake.query(`*[_type == "post" && defined(slug.current)] | order(publishedAt desc)[0]{_id, title, "slug": slug.current}`)
);
const path = `/blog/${post.slug}`;
await visible(path, post.title); // the page rendered and cached once, as a visitor's first view leaves it

/** One publish timed from `act` to the webhook answered and to the page showing `title`. @param {string} way @param {string} title @param {() => Promise<unknown>} act @returns {Promise<Sample>} */
async function timed(way, title, act) {
  const since = lake.webhookDeliveries.at(-1)?.seq ?? 0;
  const started = performance.now();
  await act();
  const seen = visible(path, title);
  const { settled, deliveries } = await lake.waitForWebhooks({ document: post._id, since }, { timeoutMs: visibleTimeoutMs });
  const [delivery] = deliveries;
  if (!settled || !delivery || delivery.state !== "delivered")
    throw new Error(`the webhook for ${post._id} was not delivered: ${JSON.stringify(delivery ?? null)}`);
  const toWebhook = performance.now() - started;
  const at = await seen;
  return { way, toWebhook, toVisible: at === null ? null : at - started, delivery };
}

/** Publishes `way`, each through `publish(title)`. @param {string} way @param {(title: string) => Promise<Sample>} publish */
async function publishAll(way, publish) {
  /** @type {Sample[]} */
  const samples = [];
  for (let index = 0; index < publishes; index += 1) samples.push(await publish(`${post.title} (${way} ${index + 1} ${Date.now()})`));
  return samples;
}

/** Studio publishes in Chromium (web/tests/studio-editor.ts), or why the Studio could not publish here. @returns {Promise<Sample[] | string>} */
async function studioPublishes() {
  const studio = await openInStudio(studioUrl, "post", post._id, chromiumLaunchOptions).catch((error) =>
    error instanceof Error ? error.message : String(error),
  );
  if (typeof studio === "string") return studio;
  try {
    return await publishAll("Studio", async (title) => {
      await studio.setTitle(title);
      return timed("Studio", title, () => studio.publish());
    });
  } finally {
    await studio.close();
  }
}

/** @param {Sample[]} samples */
function summary(samples) {
  const visibleTimes = samples.map((sample) => sample.toVisible).filter(/** @returns {v is number} */ (v) => v !== null);
  const p = (/** @type {number[]} */ values) => ({ p50: Math.round(percentile(values, 50)), p95: Math.round(percentile(values, 95)) });
  return {
    publishes: samples.length,
    notVisible: samples.length - visibleTimes.length,
    toVisible: p(visibleTimes),
    toWebhookAnswered: p(samples.map((sample) => sample.toWebhook)),
    webhookDelivery: p(samples.map((sample) => sample.delivery.ms ?? Number.NaN)),
    siteAnswer: p(samples.map((sample) => sample.delivery.attempts.at(-1)?.ms ?? Number.NaN)),
    attempts: Math.max(...samples.map((sample) => sample.delivery.attempts.length)),
  };
}

await run(async () => {
  say(`stand-in ${lake.url} (delay ${delayMs} ms), site ${siteUrl}, Studio ${studioUrl}; ${publishes} publishes each way`);
  /** @type {Record<string, ReturnType<typeof summary> | string>} */
  const results = {};
  if (options["skip-studio"]) results.Studio = "skipped (--skip-studio)";
  else {
    say("Studio publishes in Chromium…");
    const studio = await studioPublishes();
    results.Studio = typeof studio === "string" ? studio : summary(studio);
  }
  say("API publishes (the reference)…");
  const mutate = (/** @type {string} */ title) => lake.mutate([{ patch: { id: post._id, set: { title } } }]);
  results.API = summary(await publishAll("API", (title) => timed("API", title, () => mutate(title))));
  await mutate(post.title); // the post as it was
  const header = ["publish through", "publishes", "→ visible p50 ms", "→ visible p95 ms", "→ webhook answered p50 ms"];
  const more = ["webhook delivery p50 ms", "webhook delivery p95 ms", "site's answer p50 ms", "most attempts"];
  const rows = Object.entries(results).map(([way, r]) => {
    if (typeof r === "string") return [way, `not measured: ${r}`, "", "", "", "", "", "", ""];
    const count = `${r.publishes}${r.notVisible ? ` (${r.notVisible} not visible in ${visibleTimeoutMs / 1000} s)` : ""}`;
    const times = [r.toVisible.p50, r.toVisible.p95, r.toWebhookAnswered.p50, r.webhookDelivery.p50, r.webhookDelivery.p95];
    return [way, count, ...times, r.siteAnswer.p50, r.attempts];
  });
  const text = [
    `Local editing mode: the Content Lake stand-in (a publish visible to queries ${delayMs} ms after it is accepted) sending Sanity's webhook to the site in Content Lake mode (production build); the post ${path}, polled every ${pollMs} ms. Studio: from the Publish click; API: from the mutate request. Webhook delivery: from the change accepted to the site's 2xx answer (the site answers once the Content Lake shows the change).`,
    "",
    table([...header, ...more], rows),
  ].join("\n");
  console.log(text);
  writeResults("editor", results, text);
});
