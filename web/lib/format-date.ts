/** Dates in content are ISO days (2024-03-12), read as UTC so the day never shifts with the server's zone. */
const utcFormat = (options: Intl.DateTimeFormatOptions) => (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));

/** March 12, 2024 (in the site's language, from the site settings) */
export const formatDay = utcFormat({ dateStyle: "long" });
/** March 2024 */
export const formatMonth = utcFormat({ month: "long", year: "numeric" });
