import { emailDomainPattern } from "@site/schemas/contact-fields";
import { buttonClasses } from "@/components/ui/button";
import type { EventCard } from "@/lib/content/events";
import { type RegistrationValues, registrationFields, registrationPaths } from "@/lib/events/fields";
import type { SectionOf } from "@/sections";

type Words = SectionOf<"eventListing">["registration"];

const inputClasses = "mt-1 min-h-11 w-full min-w-0 rounded-lg border border-muted bg-surface px-3 text-ink";

const id = (name: string) => `registration-${name}`;

/** The boxes of the form, each holding what was sent (when the server draws the form again). */
function RegistrationFields({ words, values }: { words: Words; values: RegistrationValues }) {
  const fields = [
    { name: registrationFields.name, label: words.nameLabel, type: "text", autoComplete: "name", maxLength: 120 },
    { name: registrationFields.email, label: words.emailLabel, type: "email", autoComplete: "email", maxLength: 254 },
    { name: registrationFields.organization, label: words.organizationLabel, type: "text", autoComplete: "organization", maxLength: 160 },
    { name: registrationFields.role, label: words.roleLabel, type: "text", autoComplete: "organization-title", maxLength: 120 },
  ];
  return (
    <>
      {fields.map((field) => (
        <p key={field.name} className="mt-4">
          <label htmlFor={id(field.name)} className="block font-semibold">
            {field.label}
          </label>
          <input
            id={id(field.name)}
            name={field.name}
            type={field.type}
            required
            maxLength={field.maxLength}
            autoComplete={field.autoComplete}
            defaultValue={values[field.name]}
            {...(field.type === "email" ? { pattern: emailDomainPattern } : {})}
            className={inputClasses}
          />
        </p>
      ))}
      <p className="mt-4 flex gap-3">
        <input
          id={id("consent")}
          name={registrationFields.consent}
          type="checkbox"
          value="yes"
          defaultChecked={values.consent === "yes"}
          className="mt-1 size-5 shrink-0"
        />
        <label htmlFor={id("consent")} className="text-sm">
          {words.consentLabel}
        </label>
      </p>
    </>
  );
}

/**
 * An upcoming event's registration form, posted natively (no script; lib/events/handler.ts answers). Drawn again
 * holding what was sent (`values`) when it was not taken. The hidden field catches robots.
 */
export function RegistrationForm({
  event,
  words,
  honeypotLabel,
  values = {},
}: {
  event: Pick<EventCard, "slug" | "capacity">;
  words: Words;
  honeypotLabel: string;
  values?: RegistrationValues;
}) {
  return (
    <form method="post" action={registrationPaths.register} aria-labelledby="registration-heading" data-registration>
      <h2 id="registration-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      <input type="hidden" name={registrationFields.event} value={event.slug} />
      <p className="hidden">
        <label>
          {honeypotLabel} <input name={registrationFields.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <RegistrationFields words={words} values={values} />
      <button type="submit" className={buttonClasses("primary", "mt-5 w-full")}>
        {words.submitLabel}
      </button>
      {event.capacity ? <p className="mt-3 text-sm text-muted">{words.capacityNote}</p> : null}
    </form>
  );
}
