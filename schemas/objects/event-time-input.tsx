import { type InputProps, useFormValue } from "sanity";
import { eventTimeZoneNames } from "./zoned-time";

/**
 * An event's Starts or Ends: Sanity's own date and time input, entered and shown in the event's own zone (its
 * Time zone field, named beside the time), never the editor's browser's; stored as the instant it is.
 */
export function EventTimeInput(props: InputProps) {
  const zone = useFormValue(["timeZone"]);
  const displayTimeZone = typeof zone === "string" && zone in eventTimeZoneNames ? zone : undefined;
  if (!displayTimeZone) return props.renderDefault(props);
  const options = { ...props.schemaType.options, displayTimeZone, allowTimeZoneSwitch: false };
  return props.renderDefault({ ...props, schemaType: { ...props.schemaType, options } } as InputProps);
}
