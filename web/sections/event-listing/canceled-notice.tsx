import { ButtonLink } from "@/components/ui/button";
import { eventsPath } from "@/lib/content/events";

/** A canceled event's notice: the words the Events page gives it, and the link to the other events. */
export function CanceledNotice({ labels }: { labels: { canceledText: string; allEventsLabel: string } }) {
  return (
    <div data-canceled>
      <p className="text-lg">{labels.canceledText}</p>
      <ButtonLink href={eventsPath} variant="secondary" className="mt-5 w-full">
        {labels.allEventsLabel}
      </ButtonLink>
    </div>
  );
}
