// The stand-in's own routes, for tests and benches in another process (not logged themselves: reading or
// emptying the log does not change it):
//   GET /_standin/log[?since=<seq>], DELETE /_standin/log                        the request log
//   GET /_standin/webhooks?transaction=&document=&webhook=&since=[&wait=1], DELETE  the webhooks it sent (webhooks.mjs)

/** @import { Lake, Route } from "./router.mjs" */

/** @param {Lake} lake @returns {Route[]} */
export const webhooksAdminRoutes = (lake) => [
  { path: /^\/_standin\/webhooks$/, answer: ({ request, response, searchParams }) => lake.webhooks.serve(request, response, searchParams) },
];

/** @param {Lake} lake @returns {Route[]} */
export const logAdminRoutes = ({ requests: { log } }) => [
  {
    path: /^\/_standin\/log$/,
    answer: ({ request, response, searchParams }) => {
      if (request.method === "DELETE") log.length = 0;
      const since = Number(searchParams.get("since") ?? 0);
      const body = Buffer.from(
        JSON.stringify(request.method === "DELETE" ? { cleared: true } : { entries: log.filter((item) => item.seq > since) }),
      );
      response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
      response.end(body);
    },
  },
];
