import type { ReactNode } from "react";
import { type Accent, siteAccent } from "@/components/ui/accent";
import { sectionEntry } from "./components";
import type { PageSection, SectionOf, SectionType } from "./index";
import type { SectionContext } from "./types";

/** A route's own component for a section type (the contact form with its script), drawn with the same props. */
export type SectionComponents = { [T in SectionType]?: (props: { section: SectionOf<T>; context: SectionContext }) => ReactNode };

type Props = Pick<SectionContext, "settings" | "service" | "listing" | "careers" | "events"> & {
  sections: PageSection[];
  /** The service's colour on its page; the site's own by default. */
  accent?: Accent;
  components?: SectionComponents;
};

type Drawer = (props: { section: PageSection; context: SectionContext; data: unknown }) => ReactNode;

/** A page: its sections in the editor's order, each drawn by its type's component with what its loader read, the loaders run side by side. */
export async function PageSections({ sections, accent = siteAccent, components, ...shared }: Props) {
  const servicesAnchor = sections.find((section) => section._type === "serviceGrid")?._key;
  // Banded sections alternate plain and tinted in page order.
  let body = 0;
  const placed = sections.map((section) => {
    const entry = sectionEntry(section._type);
    const banded = typeof entry.banded === "function" ? entry.banded(section) : Boolean(entry.banded);
    const context: SectionContext = { ...shared, accent, band: banded && body++ % 2 === 1 ? "alt" : "plain", servicesAnchor };
    return { section, entry, context };
  });
  return Promise.all(
    placed.map(async ({ section, entry, context }) => {
      const [Component, data] = await Promise.all([
        (components?.[section._type] ?? entry.component()) as Drawer | Promise<Drawer>,
        entry.load?.(section, context),
      ]);
      return <Component key={section._key} section={section} context={context} data={data} />;
    }),
  );
}
