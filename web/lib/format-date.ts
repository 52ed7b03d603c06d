/** Dates in content are ISO days (2024-03-12); they are read as UTC so the day never shifts with the server's zone. */
const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** March 12, 2024 */
export const formatDay = (isoDay: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(utc(isoDay));

/** March 2024 */
export const formatMonth = (isoDay: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(utc(isoDay));
