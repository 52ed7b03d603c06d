import { defineField, defineType, inGroup, refusalMessageFields, requiredText, sectionPreview } from "@site/schemas/sections";

const label = (name: string, title: string, description?: string, max = 60) =>
  defineField({ name, title, type: "string", description, validation: (rule) => rule.required().max(max) });
const words = (name: string, title: string, description: string) =>
  defineField({ name, title, type: "text", rows: 2, description, validation: (rule) => rule.required().max(300) });

/**
 * The events page's list: upcoming events soonest first, then past ones with their recordings, paged like the
 * blog; and every word of an event's own page (/events/<slug>) and of the upcoming-events bands.
 */
export const eventListing = defineType({
  name: "eventListing",
  title: "Event listing",
  type: "object",
  groups: [
    { name: "list", title: "List", default: true },
    { name: "event", title: "Event's page" },
    { name: "registration", title: "Registration" },
  ],
  fields: [
    ...inGroup("list", [
      label("heading", "Heading", "Read by screen readers before the list."),
      label("upcomingHeading", "Upcoming heading", "Over the upcoming events (for example Upcoming events)."),
      label("pastHeading", "Past heading", "Over the past events (for example Past events and recordings)."),
      words("noUpcomingText", "No upcoming event text", "Shown when nothing is scheduled."),
      label("feedLabel", "Calendar feed link", "The link to subscribe to every upcoming event (for example Subscribe in your calendar)."),
      defineField({
        name: "pagination",
        title: "Pagination",
        type: "object",
        fields: [
          label("label", "Label", "Read by screen readers."),
          label("pageLabel", "Page word", "Read before each number (Page 2)."),
          defineField({
            name: "pageSize",
            title: "Events per page",
            type: "number",
            validation: (rule) => rule.required().integer().min(3).max(24).error("Give a whole number from 3 to 24."),
          }),
          label("previousLabel", "Previous page label"),
          label("nextLabel", "Next page label"),
        ],
        validation: (rule) => rule.required(),
      }),
    ]),
    ...inGroup("event", [
      defineField({
        name: "kindLabels",
        title: "Kinds",
        type: "object",
        description: "How each kind of event reads on its card and page.",
        fields: [
          label("webinar", "Webinar"),
          label("panel", "Panel"),
          label("conference", "Conference appearance"),
          label("workshop", "Workshop"),
        ],
        validation: (rule) => rule.required(),
      }),
      label("whenLabel", "When label"),
      label("whereLabel", "Where label"),
      label("onlineLabel", "Online", "Where an online event is (for example Online)."),
      label("speakersLabel", "Speakers label"),
      label("canceledLabel", "Canceled label", "On a canceled event's card and page (for example Canceled)."),
      words("canceledText", "Canceled text", "On a canceled event's page, under its title."),
      label("pastLabel", "Past label", "On a past event's card and page (for example Took place)."),
      words("pastText", "Past text", "On a past event's page, before its recording and recap."),
      label("recordingLabel", "Recording link", "For example Watch the recording."),
      label("slidesLabel", "Slides link", "For example Download the slides."),
      label("recapHeading", "Recap heading"),
      label("calendarLabel", "Calendar file link", "For example Add to your calendar (.ics)."),
      label("aboutHeading", "About heading", "Over the event's description (for example About this event)."),
      label("registrationClosedText", "Registration closed", "When an upcoming event takes no registration.", 200),
      label(
        "allEventsLabel",
        "All events link",
        "Under the upcoming events on the home page and service pages (for example See all events).",
      ),
      label(
        "serviceEventsHeading",
        "Service page heading",
        "Over a service's upcoming events on its page (for example Upcoming events on this topic).",
      ),
    ]),
    ...inGroup("registration", [
      defineField({
        name: "registration",
        title: "Registration",
        type: "object",
        description:
          "The registration form on an upcoming event's page, the page after it, the confirmation email and the cancel link's page. In texts, {event} is the event's title, {cancel} the cancel link.",
        fields: [
          label("heading", "Form heading", "For example Register."),
          label("nameLabel", "Name label"),
          label("emailLabel", "Email label"),
          label("organizationLabel", "Organization label"),
          label("roleLabel", "Role label"),
          requiredText("consentLabel", "Consent to be contacted", undefined, 2, 300),
          label("submitLabel", "Button", "For example Register."),
          words("capacityNote", "Seats note", "Under the button when the event has a number of seats: what happens once they are taken."),
          label("confirmedHeading", "Registered heading", "The page after registering, a seat taken (for example You are registered)."),
          words(
            "confirmedText",
            "Registered text",
            "{event}: the event. Say the email with the calendar file and the cancel link is on its way.",
          ),
          label("waitlistedHeading", "Waiting list heading", "The page after registering when every seat is taken."),
          words("waitlistedText", "Waiting list text", "{event}: the event."),
          label("emailSubject", "Email subject (registered)", "{event}: the event.", 120),
          requiredText("emailText", "Email text (registered)", undefined, 4, 1000),
          label("waitlistEmailSubject", "Email subject (waiting list)", "{event}: the event.", 120),
          requiredText("waitlistEmailText", "Email text (waiting list)", undefined, 4, 1000),
          words(
            "joinLinkText",
            "Join line of the email (online events)",
            "{join}: the event's link to join, sent to registered people only (never the waiting list).",
          ),
          words("cancelLinkText", "Cancel line of the email", "{cancel}: the link that cancels the registration."),
          label("cancelHeading", "Cancel page heading"),
          words("cancelText", "Cancel page text", "{event}: the event. The button below cancels."),
          label("cancelButton", "Cancel button"),
          label("canceledHeading", "Canceled page heading"),
          words("canceledText", "Canceled page text", "{event}: the event."),
          label("backLabel", "Back to the event", "The link from the pages after registering or canceling to the event's page."),
        ],
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "registrationRefusals",
        title: "Messages when a registration does not go through",
        type: "object",
        description: "Shown on a small page with the heading below and a link back to the site.",
        fields: refusalMessageFields({
          invalid: "A field not valid",
          unavailable: "Registration not open",
          unavailableHelp:
            "The site cannot send email yet, so it takes no registration rather than promise a confirmation that will not come.",
        }),
        validation: (rule) => rule.required(),
      }),
    ]),
    { ...label("searchTypeLabel", "Label of an event in search results", "For example Event.", 30), group: "event" },
  ],
  preview: sectionPreview("Event listing"),
});
