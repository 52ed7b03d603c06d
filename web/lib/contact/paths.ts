/**
 * The fragment the answer to an accepted native post adds to the thank-you page's address: the static page shows
 * its thank-you only then (`:target`).
 */
export const sentFragment = "sent";
