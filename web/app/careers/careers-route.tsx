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
import { drawnAt } from "@/lib/content/moment";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { PageSections } from "@/sections/render";

// The careers pages are drawn at the last closing date passed and held until the next (lib/content/moment.ts).

/** The closing dates of every opening: the moments the careers pages change at. */
export const closings = async () => (await getOpeningCards()).map((opening) => Date.parse(opening.validThrough));

export const careersNow = async () => drawnAt(await closings());

/** The careers page at /careers with the list its state shows; its title names the practice or place. */
export async function careersMetadata(moment: number, { facet }: CareersState): Promise<Metadata> {
  const [careers, openings] = await Promise.all([getCareers(), getOpeningCards()]);
  if (!careers) notFound();
  const { page } = careers;
  const open = openings.filter((opening) => isOpenAt(opening, moment));
  const label =
    facet && careersFacetValues(open, careers.openings.remoteLabel)[facet.kind].find((entry) => entry.value === facet.value)?.label;
  const seo = label ? { title: `${label} – ${page.seo.title}`, description: page.seo.description } : page.seo;
  return pageMetadata(seo, careersListPath({ facet }), pageImage(page._id, page.seo));
}

export async function CareersRoute({ moment, state }: { moment: number; state: CareersState }) {
  const [careers, settings] = await Promise.all([getCareers(), getSiteSettings()]);
  if (!careers) notFound();
  return (
    <PageFrame settings={settings} path={careersListPath(state)}>
      <PageSections sections={careers.page.sections} settings={settings} careers={{ moment, state }} />
    </PageFrame>
  );
}

/** The pages built ahead: every list state at the moment of the build, and every opening. */
export async function careersParams() {
  const openings = await getOpeningCards();
  const moment = careersMoment(openings);
  return { moment, states: careersStates(openings, moment), openings };
}
