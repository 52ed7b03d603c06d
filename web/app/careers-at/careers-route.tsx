import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
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
import { momentParam } from "@/lib/content/moment";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { PageSections } from "@/sections/render";

// The careers pages, drawn at a moment (the last closing date passed, the address's first segment): the proxy
// rewrites /careers, /careers/practice/<service>, /careers/location/<place> and /careers/<opening> here, at the
// moment now is in (lib/content/addresses.ts). Each moment's pages are cached like any page; when a role
// closes, the next request is drawn at the new moment, without it.

export { momentParam };

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

export async function CareersRoute({ moment, state }: { moment: number; state: CareersState }) {
  const [careers, settings] = await Promise.all([getCareers(), getSiteSettings()]);
  if (!careers || Number.isNaN(moment)) notFound();
  return (
    <PageFrame settings={settings} path={careersListPath(state)}>
      <PageSections sections={careers.page.sections} settings={settings} careers={{ moment, state }} />
    </PageFrame>
  );
}

/** The pages built ahead: every list state at the moment of the build. */
export async function careersParams() {
  const openings = await getOpeningCards();
  const moment = careersMoment(openings);
  return { moment, states: careersStates(openings, moment), openings };
}
