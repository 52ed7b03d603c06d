import { getUpcomingEvents } from "@/lib/content/events";
import type { SectionData } from "../define";
import type { query } from "./query";

/** The next events the band shows. */
export const loadUpcoming = (section: SectionData<typeof query>) => getUpcomingEvents(section.count);
