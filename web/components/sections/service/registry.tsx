import type { ReactNode } from "react";
import type { ServicePage, ServiceSectionType } from "@/lib/content/service-page";
import { CtaButtons } from "./cta-buttons";
import { FeatureList } from "./feature-list";
import { PageHero } from "./page-hero";
import { ProcessSteps } from "./process-steps";
import { StatGrid } from "./stat-grid";
import { SuccessStories } from "./success-stories";
import { TagList } from "./tag-list";
import type { SectionContext, SectionOf, SectionProps } from "./types";

/** One component per section type. A new section type fails to compile until it is listed here. */
const registry: { [T in ServiceSectionType]: (props: SectionProps<T>) => ReactNode } = {
  pageHero: PageHero,
  statGrid: StatGrid,
  featureList: FeatureList,
  processSteps: ProcessSteps,
  successStories: SuccessStories,
  tagList: TagList,
  ctaButtons: CtaButtons,
};

function renderSection<T extends ServiceSectionType>(type: T, section: SectionOf<T>, context: SectionContext): ReactNode {
  const Component: (props: SectionProps<T>) => ReactNode = registry[type];
  return <Component key={section._key} section={section} context={context} />;
}

/** A service page: its sections in the order the editor composed them. Body sections alternate bands. */
export function ServiceSections({ page }: { page: ServicePage }) {
  const service = { title: page.title, color: page.color, icon: page.icon };
  let body = 0;
  return page.sections.map((section) => {
    const isBody = section._type !== "pageHero" && section._type !== "ctaButtons";
    const band = isBody && body++ % 2 === 1 ? "alt" : "plain";
    return renderSection(section._type, section, { service, band });
  });
}
