#!/usr/bin/env node
// `pnpm edit:local`: the local editing mode (scripts/lib/editing-stack.mjs): the Content Lake stand-in on the bundled
// content, the site in Content Lake mode against it (a production build) and the built Studio pointed at the stand-in:
// edit and publish with no Sanity account and no network. One user, no permissions, the edits kept until Ctrl-C.
//   pnpm edit:local [--port 3000] [--studio-port 3333] [--lake-port 3334] [--delay-ms 0] [--build | --skip-build]
import { parseArgs } from "node:util";
import { startEditingStack } from "./lib/editing-stack.mjs";
import { installLocalCa } from "./lib/local-ca.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3000" },
    "studio-port": { type: "string", default: "3333" },
    "lake-port": { type: "string", default: "3334" },
    "delay-ms": { type: "string", default: "0" },
    build: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
  },
});
const say = (/** @type {string} */ line) => console.info(`edit:local: ${line}`);

// The Studio reaches the stand-in over HTTPS, its certificate signed by mkcert's local authority (scripts/lib/local-ca.mjs).
const trusted = installLocalCa();
say(
  trusted.ok
    ? "the stand-in's certificate is signed by mkcert's local authority, which this machine's browsers trust (`mkcert -uninstall` removes it)"
    : `mkcert could not install its local authority (${trusted.output})`,
);
say("starting the Content Lake stand-in, the site and the Studio…");
const stack = await startEditingStack({
  sitePort: Number(values.port),
  studioPort: Number(values["studio-port"]),
  lakePort: Number(values["lake-port"]),
  delayMs: Number(values["delay-ms"]),
  build: values.build ? "always" : values["skip-build"] ? "never" : "stale",
}).catch((error) => {
  console.error(`edit:local: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

// Every publish, as the site heard of it.
stack.lake.onWebhookDelivery((delivery) => {
  if (delivery.state === "delivered")
    say(`published ${delivery.documentId} (${delivery.operation}): the site re-rendered what shows it (${delivery.ms} ms)`);
  else if (delivery.state === "retrying" || delivery.state === "failed")
    say(
      `the webhook for ${delivery.documentId} ${delivery.state === "failed" ? "failed" : "will be sent again"}: ${delivery.error ?? delivery.attempts.at(-1)?.error ?? `the site answered ${delivery.status}`}`,
    );
});

console.info(`
Local editing mode — a stand-in for Sanity on this machine, not Sanity's Content Lake: one user (you), no
permissions, no history beyond this session; every edit is lost when it stops.

  Studio     ${stack.studioUrl}   edit and publish here
  Site       ${stack.siteUrl}   the site in Content Lake mode; a publish is live within seconds
  Stand-in   ${stack.lake.url}   its API; the webhooks it sent: ${stack.lake.url}/_standin/webhooks

Open the addresses as printed (127.0.0.1, not localhost). Ctrl-C stops everything.${
  trusted.ok
    ? ""
    : `\nThe Studio reaches the stand-in at ${stack.studioEnv.SANITY_STUDIO_API_HOST.replace("//localhost", `//${stack.lake.projectId}.localhost`)}, whose
certificate this machine does not trust: open that address once and accept it (or install mkcert, docs/editors.md).`
}
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  say("stopping…");
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
