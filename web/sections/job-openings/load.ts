import { notFound } from "next/navigation";
import { careersFacetValues, getOpeningCards, isOpenAt, openingsIn } from "@/lib/content/careers";
import type { SectionData } from "../define";
import type { SectionContext } from "../types";
import type { query } from "./query";

/**
 * The open roles the list shows: those still open at the moment the route is drawn at (context.careers, the
 * last closing date passed), all of them or one practice's or location's, and the filter links' values.
 */
export async function loadOpenings(section: SectionData<typeof query>, context: SectionContext) {
  const { moment, state } = context.careers ?? { moment: 0, state: {} };
  const open = (await getOpeningCards()).filter((opening) => isOpenAt(opening, moment));
  const openings = openingsIn(open, state);
  if (state.facet && openings.length === 0) notFound();
  return { state, openings, facets: careersFacetValues(open, section.remoteLabel) };
}
