import { calendarResponse, eventsCalendar } from "@/lib/calendar";
import { getEventCards } from "@/lib/content/events";
import { getSiteSettings } from "@/lib/content/site-settings";

// /events/<slug>/calendar.ics: one event's calendar file (RFC 5545), made at build time and again after a publish.
export const dynamic = "force-static";

export async function generateStaticParams() {
  return (await getEventCards()).map((event) => ({ slug: event.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [events, settings] = await Promise.all([getEventCards(), getSiteSettings()]);
  const event = events.find((entry) => entry.slug === slug);
  if (!event) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return calendarResponse(eventsCalendar([event], settings), `${event.slug}.ics`);
}
