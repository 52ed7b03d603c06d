import type { ReactNode } from "react";
import { type Accent, siteAccent } from "@/components/ui/accent";
import type { SiteSettings } from "@/lib/content/site-settings";
import { sectionEntry } from "./components";
import type { PageSection, SectionOf, SectionType } from "./index";
import type { SectionContext } from "./types";

/** A route's own component for a section type (the contact form with its script), drawn with the same props. */
export type SectionComponents = { [T in SectionType]?: (props: { section: SectionOf<T>; context: SectionContext }) => ReactNode };

type Props = {
  sections: PageSection[];
  settings: SiteSettings;
  /** The service's colour on its page; the site's own by default. */
  accent?: Accent;
  service?: SectionContext["service"];
  /** A route's own component for a section type, for example the contact form with its script. */
  components?: SectionComponents;
  /** Which category and page of posts a Post listing shows (the blog's category and page routes). */
  listing?: SectionContext["listing"];
  /** Which open roles a Job openings section shows (the careers routes). */
  careers?: SectionContext["careers"];
  /** Which page of events an Event listing shows, and at which moment (the events routes). */
  events?: SectionContext["events"];
};

type Drawer = (props: { section: PageSection; context: SectionContext; data: unknown }) => ReactNode;

/**
 * A page: its sections in the order the editor composed them, each drawn by its type's component (the components' list, ./components.ts)
 * with what its type's loader read, the loaders run side by side.
 */
export async function PageSections({ sections, settings, accent = siteAccent, service, components, listing, careers, events }: Props) {
  const servicesAnchor = sections.find((section) => section._type === "serviceGrid")?._key;
  // Banded sections alternate plain and tinted in page order.
  let body = 0;
  const placed = sections.map((section) => {
    const entry = sectionEntry(section._type);
    const banded = typeof entry.banded === "function" ? entry.banded(section as never) : Boolean(entry.banded);
    const context: SectionContext = {
      service,
      accent,
      band: banded && body++ % 2 === 1 ? "alt" : "plain",
      settings,
      servicesAnchor,
      listing,
      careers,
      events,
    };
    return { section, entry, context };
  });
  return Promise.all(
    placed.map(async ({ section, entry, context }) => {
      const [Component, data] = await Promise.all([
        (components?.[section._type] ?? entry.component()) as Drawer | Promise<Drawer>,
        entry.load ? entry.load(section as never, context) : undefined,
      ]);
      return <Component key={section._key} section={section} context={context} data={data} />;
    }),
  );
}
