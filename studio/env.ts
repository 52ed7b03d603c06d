// The Studio talks to the project named here. Offline work (schema validate, build, validating the
// bundled dataset) needs no real project, so a placeholder id stands in when none is set.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "offline";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
// The site the Presentation tool previews (it must run with the same project and a read token).
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";
// Another API host than Sanity's (https://api.sanity.io): the local Content Lake stand-in
// (web/tests/content-lake/server.mjs), e.g. http://localhost:3334. Unset: Sanity's own. The Studio reaches
// a project's data at <projectId>.<host> (a browser resolves standin.localhost to this machine).
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;
