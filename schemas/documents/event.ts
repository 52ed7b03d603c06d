import { defineArrayMember, defineField, defineType } from "sanity";
import { eventReservedSlugs } from "../addresses";
import { EventTimeInput } from "../objects/event-time-input";
import { descriptionBodyField, documentOf, listedSlugField, optionalSeoField, placeFields } from "../objects/listed-document";
import { eventTimeZoneNames, readableTime } from "../objects/zoned-time";

export const eventKinds = [
  { title: "Webinar", value: "webinar" },
  { title: "Panel", value: "panel" },
  { title: "Conference appearance", value: "conference" },
  { title: "Workshop", value: "workshop" },
] as const;
export type EventKind = (typeof eventKinds)[number]["value"];

type EventDoc = { start?: string; end?: string; online?: boolean; venue?: { name?: string; city?: string } };
const eventOf = (context: { document?: unknown }) => documentOf<EventDoc>(context);

/**
 * An event the firm runs or speaks at: a webinar, a panel, a conference appearance or a workshop. Listed on
 * /events (upcoming first, then past ones with their recordings) and at /events/<slug>, with a calendar file;
 * upcoming ones also on the home page and on the pages of the services they concern.
 */
export const event = defineType({
  name: "event",
  title: "Event",
  type: "document",
  groups: [
    { name: "event", title: "Event", default: true },
    { name: "registration", title: "Registration" },
    { name: "after", title: "After the event" },
    { name: "search", title: "Search and sharing" },
  ],
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "event",
      validation: (rule) => rule.required().max(100).error("Write a title of at most 100 characters."),
    }),
    listedSlugField({
      group: "event",
      description: "The event is at /events/<address>. Generate it from the title.",
      reserved: eventReservedSlugs,
      taken: (current) => `“${current}” belongs to the events' own pages; choose another.`,
    }),
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      group: "event",
      options: { list: [...eventKinds], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "status",
      title: "Status",
      type: "string",
      group: "event",
      description: "Canceled: the page and the list say so, registration closes and calendars are told.",
      options: {
        list: [
          { title: "Scheduled", value: "scheduled" },
          { title: "Canceled", value: "canceled" },
        ],
        layout: "radio",
      },
      initialValue: "scheduled",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "timeZone",
      title: "Time zone",
      type: "string",
      group: "event",
      description: "Where the event is held: Starts and Ends are entered in this zone, and its page shows them there, the zone named.",
      options: { list: Object.entries(eventTimeZoneNames).map(([value, title]) => ({ title, value })) },
      validation: (rule) => rule.required().error("Choose the time zone the event is held in."),
    }),
    defineField({
      name: "start",
      title: "Starts",
      type: "datetime",
      group: "event",
      description: "In the event's time zone (named beside the time).",
      components: { input: EventTimeInput },
      validation: (rule) => rule.required().error("Set when the event starts."),
    }),
    defineField({
      name: "end",
      title: "Ends",
      type: "datetime",
      group: "event",
      description: "In the event's time zone (named beside the time).",
      components: { input: EventTimeInput },
      validation: (rule) =>
        rule.required().custom((end: string | undefined, context) => {
          const start = eventOf(context).start;
          return end && start && Date.parse(end) <= Date.parse(start) ? "The event must end after it starts." : true;
        }),
    }),
    defineField({
      name: "online",
      title: "Online",
      type: "boolean",
      group: "event",
      description: "Held online (a webinar): give the link to join below.",
      initialValue: false,
    }),
    defineField({
      name: "joinUrl",
      title: "Link to join",
      type: "url",
      group: "event",
      description:
        "The webinar's address (Zoom, Teams…). Never shown on the site: sent to each registered person in their confirmation email. Registration stays open until the event ends, so someone who registers after it has started gets the link at once.",
      hidden: ({ document }) => !document?.online,
      validation: (rule) =>
        rule
          .uri({ scheme: ["https"] })
          .custom((url: string | undefined, context) =>
            eventOf(context).online && !url ? "Give the link to join: registered people get it by email." : true,
          ),
    }),
    defineField({
      name: "venue",
      title: "Venue",
      type: "object",
      group: "event",
      description: "Where it is held, when it is held somewhere.",
      fields: [
        defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.max(90) }),
        defineField({ name: "street", title: "Street address", type: "string", validation: (rule) => rule.max(120) }),
        ...placeFields,
      ],
      validation: (rule) =>
        rule.custom((venue: { name?: string; city?: string } | undefined, context) => {
          if (eventOf(context).online) return true;
          return venue?.name && venue.city ? true : "Give the venue's name and city, or mark the event as online.";
        }),
    }),
    defineField({
      name: "speakers",
      title: "Speakers",
      type: "array",
      group: "event",
      description: "People of the firm who speak (People → Create to add one).",
      of: [defineArrayMember({ type: "reference", to: [{ type: "author" }] })],
      validation: (rule) => rule.required().min(1).max(6).unique().error("Choose one to six different speakers."),
    }),
    defineField({
      name: "services",
      title: "Services",
      type: "array",
      group: "event",
      description: "The services it concerns: an upcoming event is shown on their pages.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "service" }] })],
      validation: (rule) => rule.max(3).unique(),
    }),
    defineField({
      name: "topics",
      title: "Topics",
      type: "array",
      group: "event",
      description: "The blog's topics it concerns.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "category" }] })],
      validation: (rule) => rule.max(3).unique(),
    }),
    defineField({
      name: "summary",
      title: "Summary",
      type: "text",
      rows: 3,
      group: "event",
      description: "Two sentences on the event's card, in calendars and in search results.",
      validation: (rule) => rule.required().max(260),
    }),
    descriptionBodyField({ group: "event", missing: "Describe the event." }),
    defineField({
      name: "registration",
      title: "Registration",
      type: "string",
      group: "registration",
      options: {
        list: [
          { title: "Open", value: "open" },
          { title: "Closed", value: "closed" },
        ],
        layout: "radio",
      },
      initialValue: "open",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "capacity",
      title: "Seats",
      type: "number",
      group: "registration",
      description: "Optional: once this many have registered, the next are offered the waiting list.",
      validation: (rule) => rule.integer().min(1).max(100000),
    }),
    defineField({
      name: "recordingUrl",
      title: "Recording",
      type: "url",
      group: "after",
      description: "After the event: the address of its recording.",
      validation: (rule) => rule.uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "slides",
      title: "Slides",
      type: "file",
      group: "after",
      description: "After the event: its slides, offered for download.",
    }),
    defineField({
      name: "recap",
      title: "Recap",
      type: "text",
      rows: 4,
      group: "after",
      description: "After the event: a few sentences on what was said.",
      validation: (rule) => rule.max(600),
    }),
    optionalSeoField("search"),
  ],
  orderings: [{ title: "Soonest first", name: "startAsc", by: [{ field: "start", direction: "asc" }] }],
  preview: {
    select: { title: "title", start: "start", timeZone: "timeZone" },
    prepare: ({ title, start, timeZone }) => ({ title, subtitle: readableTime(start, timeZone) }),
  },
});
