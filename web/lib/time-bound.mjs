// Pages whose content changes at a moment without a publish: the careers pages (an opening closes) and the events
// pages (an event ends), drawn at the last such moment passed (lib/content/addresses.ts). Plain JavaScript: the
// proxy and server.mjs's page memory (lib/page-memory.mjs) both read it.

/** The header the proxy sets on such a page: the moment (ms since 1970) it next changes. Kept no longer than that. */
export const untilHeader = "x-site-until";
