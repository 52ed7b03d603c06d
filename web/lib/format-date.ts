/** Dates in content are ISO days (2024-03-12); they are read as UTC so the day never shifts with the server's zone. */
const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** March 12, 2024 (in the site's language, from the site settings) */
export const formatDay = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(utc(isoDay));

/** March 2024 */
export const formatMonth = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(utc(isoDay));
