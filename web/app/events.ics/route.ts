import { calendarResponse, eventsCalendar } from "@/lib/calendar";
import { getEventCards, isPastAt } from "@/lib/content/events";
import { getEventsPage } from "@/lib/content/events-page";
import { getSiteSettings } from "@/lib/content/site-settings";

// /events.ics: the feed of upcoming events (RFC 5545) a calendar app subscribes to. Made per request from the
// cached content read, so an event leaves it the moment it ends (a calendar polls it now and then).
export const dynamic = "force-dynamic";

export async function GET() {
  const [events, settings, page] = await Promise.all([getEventCards(), getSiteSettings(), getEventsPage()]);
  const now = Date.now();
  const upcoming = events.filter((event) => !isPastAt(event, now));
  return calendarResponse(eventsCalendar(upcoming, settings, page?.page.title), "events.ics");
}
