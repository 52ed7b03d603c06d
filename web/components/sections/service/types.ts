import type { ServicePage, ServiceSection, ServiceSectionType } from "@/lib/content/service-page";

/** What every section of a service page may draw on besides its own content. */
export type SectionContext = {
  service: Pick<ServicePage, "title" | "color" | "icon">;
  /** Body sections alternate plain and tinted bands so the page reads in clear blocks. */
  band: "plain" | "alt";
};

export type SectionOf<T extends ServiceSectionType> = Extract<ServiceSection, { _type: T }>;

export type SectionProps<T extends ServiceSectionType> = { section: SectionOf<T>; context: SectionContext };

/** The id of a section's heading, for aria-labelledby. Keys are unique within the page's sections. */
export const headingId = (section: { _key: string }) => `section-${section._key}`;
