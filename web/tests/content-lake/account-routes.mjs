// The account API's routes the built Studio reads, as the stand-in answers them: one signed-in user, the
// project and its dataset with an ACL granting that user everything, the user's Studio settings (in memory),
// no features, and `ping`.
import { checkDataset, notFound, readJson } from "./api-error.mjs";

/** @import { Exchange, Lake, Route } from "./router.mjs" */

/** The stand-in's one user: every request is made as them. */
export const standinUser = {
  id: "p-standin-editor",
  name: "Local editor",
  email: "editor@localhost",
  profileImage: null,
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator", description: "The stand-in's one user: every permission" }],
  provider: "standin",
};

/** A path under `/v<version>`. @param {string} pattern */
export const versioned = (pattern) => new RegExp(`^/v[\\w-]+${pattern}$`);

/** @param {Lake} lake @param {Exchange} exchange @param {string} id @param {string | undefined} datasets @param {string | undefined} acl */
function answerProject(lake, { send }, id, datasets, acl) {
  if (id !== lake.projectId) throw notFound();
  if (acl) {
    checkDataset(lake, acl);
    // One user with every permission: no roles, no document filters.
    send(200, [{ filter: "_id in path('**')", permissions: ["history", "read", "update", "create"] }]);
  } else if (datasets) send(200, [{ name: lake.dataset, aclMode: "public", tags: [] }]);
  else {
    send(200, {
      id: lake.projectId,
      displayName: "Local stand-in",
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      members: [{ id: standinUser.id, role: "administrator", roles: standinUser.roles, isCurrentUser: true, isRobot: false }],
      features: [],
    });
  }
}

/** The user's settings the Studio keeps (list layout, sort order, announcements seen), in memory. @returns {Route} */
function keyvalueRoute() {
  /** @type {Map<string, unknown>} */
  const settings = new Map();
  return {
    path: versioned("/users/me/keyvalue(?:/(.+))?"),
    kind: "account",
    answer: async ({ request, method, send }, [keys]) => {
      if (method === "GET" && keys) {
        send(
          200,
          keys
            .split(",")
            .map(decodeURIComponent)
            .map((key) => ({ key, value: settings.get(key) ?? null })),
        );
      } else if (method === "PUT" || method === "POST") {
        const body = await readJson(request);
        const entries = Array.isArray(body) ? body : [body];
        for (const { key, value } of entries) if (typeof key === "string") settings.set(key, value);
        send(200, entries);
      } else throw notFound();
    },
  };
}

/** @param {Lake} lake @returns {Route[]} */
export const accountRoutes = (lake) => [
  { path: versioned("/ping"), methods: ["GET"], answer: ({ send }) => send(200, "PONG") },
  { path: versioned("/users/me"), methods: ["GET"], kind: "account", answer: ({ send }) => send(200, standinUser) },
  { path: versioned("/auth/id"), methods: ["GET"], kind: "account", answer: ({ send }) => send(200, { id: standinUser.id }) },
  keyvalueRoute(),
  { path: versioned(`/(?:projects/${lake.projectId}/)?features`), methods: ["GET"], kind: "account", answer: ({ send }) => send(200, []) },
  {
    path: versioned("/(?:projects/[\\w-]+/)?users/([\\w,-]+)"),
    methods: ["GET"],
    kind: "account",
    answer: ({ send }, [list = ""]) => {
      const ids = list.split(",");
      const known = ids.map((id) => (id === standinUser.id ? standinUser : null));
      send(200, ids.length === 1 ? (known[0] ?? {}) : known.filter(Boolean));
    },
  },
  {
    path: versioned("/projects/([\\w-]+)(/datasets(?:/([\\w-]+)/acl)?)?"),
    methods: ["GET"],
    kind: "account",
    answer: (exchange, [id, datasets, acl]) => answerProject(lake, exchange, String(id), datasets, acl),
  },
];
