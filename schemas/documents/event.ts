import { defineArrayMember, defineField, defineType } from "sanity";
import { eventReservedSlugs } from "../addresses";
import { EventTimeInput } from "../objects/event-time-input";
import { inGroup, requiredText } from "../objects/fields";
import { descriptionBodyField, documentOf, listedSlugField, optionalSeoField, placeFields, titleField } from "../objects/listed-document";
import { eventTimeZoneNames, readableTime } from "../objects/zoned-time";

export const eventKinds = [
  { title: "Webinar", value: "webinar" },
  { title: "Panel", value: "panel" },
  { title: "Conference appearance", value: "conference" },
  { title: "Workshop", value: "workshop" },
] as const;

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
    ...inGroup("event", [
      titleField,
      listedSlugField({
        description: "The event is at /events/<address>. Generate it from the title.",
        reserved: eventReservedSlugs,
        taken: (current) => `“${current}” belongs to the events' own pages; choose another.`,
      }),
      defineField({
        name: "kind",
        title: "Kind",
        type: "string",
        options: { list: [...eventKinds], layout: "radio" },
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "status",
        title: "Status",
        type: "string",
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
        description: "Where the event is held: Starts and Ends are entered in this zone, and its page shows them there, the zone named.",
        options: { list: Object.entries(eventTimeZoneNames).map(([value, title]) => ({ title, value })) },
        validation: (rule) => rule.required().error("Choose the time zone the event is held in."),
      }),
      defineField({
        name: "start",
        title: "Starts",
        type: "datetime",
        description: "In the event's time zone (named beside the time).",
        components: { input: EventTimeInput },
        validation: (rule) => rule.required().error("Set when the event starts."),
      }),
      defineField({
        name: "end",
        title: "Ends",
        type: "datetime",
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
        description: "Held online (a webinar): give the link to join below.",
        initialValue: false,
      }),
      defineField({
        name: "joinUrl",
        title: "Link to join",
        type: "url",
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
        description: "People of the firm who speak (People → Create to add one).",
        of: [defineArrayMember({ type: "reference", to: [{ type: "author" }] })],
        validation: (rule) => rule.required().min(1).max(6).unique().error("Choose one to six different speakers."),
      }),
      defineField({
        name: "services",
        title: "Services",
        type: "array",
        description: "The services it concerns: an upcoming event is shown on their pages.",
        of: [defineArrayMember({ type: "reference", to: [{ type: "service" }] })],
        validation: (rule) => rule.max(3).unique(),
      }),
      defineField({
        name: "topics",
        title: "Topics",
        type: "array",
        description: "The blog's topics it concerns.",
        of: [defineArrayMember({ type: "reference", to: [{ type: "category" }] })],
        validation: (rule) => rule.max(3).unique(),
      }),
      requiredText("summary", "Summary", "Two sentences on the event's card, in calendars and in search results.", 3, 260),
      descriptionBodyField({ missing: "Describe the event." }),
    ]),
    ...inGroup("registration", [
      defineField({
        name: "registration",
        title: "Registration",
        type: "string",
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
        description: "Optional: once this many have registered, the next are offered the waiting list.",
        validation: (rule) => rule.integer().min(1).max(100000),
      }),
    ]),
    ...inGroup("after", [
      defineField({
        name: "recordingUrl",
        title: "Recording",
        type: "url",
        description: "After the event: the address of its recording.",
        validation: (rule) => rule.uri({ scheme: ["https"] }),
      }),
      defineField({
        name: "slides",
        title: "Slides",
        type: "file",
        description: "After the event: its slides, offered for download.",
      }),
      defineField({
        name: "recap",
        title: "Recap",
        type: "text",
        rows: 4,
        description: "After the event: a few sentences on what was said.",
        validation: (rule) => rule.max(600),
      }),
    ]),
    { ...optionalSeoField("summary"), group: "search" },
  ],
  orderings: [{ title: "Soonest first", name: "startAsc", by: [{ field: "start", direction: "asc" }] }],
  preview: {
    select: { title: "title", start: "start", timeZone: "timeZone" },
    prepare: ({ title, start, timeZone }) => ({ title, subtitle: readableTime(start, timeZone) }),
  },
});
