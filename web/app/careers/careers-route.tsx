import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MomentListRoute } from "@/components/layout/moment-list";
import {
  type CareersState,
  careersFacetValues,
  careersListPath,
  careersMoment,
  careersStates,
  getOpeningCards,
  isOpenAt,
} from "@/lib/content/careers";
import { getCareers } from "@/lib/content/careers-page";
import { drawnAt } from "@/lib/content/moment";
import { pageImage, pageMetadata } from "@/lib/metadata";

// The careers pages (/careers, /careers/practice/<service>, /careers/location/<place>, /careers/<opening>), drawn at
// a moment (the last closing date passed) and held until the next (lib/content/moment.ts): when a role closes,
// the next request is drawn without it.

/** The moment the careers pages are drawn at now. */
export const careersNow = async () => drawnAt((await getOpeningCards()).map((opening) => Date.parse(opening.validThrough)));

/** The careers page at /careers with the list its state shows; its title names the practice or place. */
export async function careersMetadata(moment: number, state: CareersState): Promise<Metadata> {
  const careers = await getCareers();
  if (!careers) notFound();
  const { page } = careers;
  const label = state.facet ? await facetLabel(moment, state) : undefined;
  const seo = label ? { title: `${label} – ${page.seo.title}`, description: page.seo.description } : page.seo;
  return pageMetadata(seo, careersListPath(state), pageImage(page._id, page.seo));
}

async function facetLabel(moment: number, state: CareersState) {
  const [openings, careers] = await Promise.all([getOpeningCards(), getCareers()]);
  const open = openings.filter((opening) => isOpenAt(opening, moment));
  const facet = state.facet;
  if (!facet || !careers) return undefined;
  return careersFacetValues(open, careers.openings.remoteLabel)[facet.kind].find((entry) => entry.value === facet.value)?.label;
}

export function CareersRoute({ moment, state }: { moment: number; state: CareersState }) {
  const read = async () => (await getCareers())?.page;
  return <MomentListRoute read={read} path={careersListPath(state)} valid careers={{ moment, state }} />;
}

/** The pages built ahead: every list state at the moment of the build, and every opening. */
export async function careersParams() {
  const openings = await getOpeningCards();
  const moment = careersMoment(openings);
  return { moment, states: careersStates(openings, moment), openings };
}
