import type { CareersState } from "@site/schemas/addresses";
import type { Accent } from "@/components/ui/accent";
import type { AccentColor, IconName } from "@/lib/content/fragments";
import type { ListingState } from "@/lib/content/listing";
import type { SiteSettings } from "@/lib/content/site-settings";

/** What every section may draw on besides its own content. */
export type SectionContext = {
  /** The service whose page this is; absent on other pages. */
  service?: { title: string; color: AccentColor; icon: IconName } | undefined;
  /** The service's colour on a service page, the site's own elsewhere. */
  accent: Accent;
  /** Sections drawn in a band alternate plain and tinted, so the page reads in clear blocks. */
  band: "plain" | "alt";
  settings: SiteSettings;
  /** The page's first services grid, where the home header's explore button scrolls to. */
  servicesAnchor?: string | undefined;
  /** On the blog's listing pages: which category and page of posts the Post listing shows. */
  listing?: ListingState | undefined;
  /** On the careers pages: the moment they are drawn at (the last closing date passed) and the practice or location shown. */
  careers?: { moment: number; state: CareersState } | undefined;
  /** On the events pages: the moment they are drawn at (the last end passed) and the page of the list. */
  events?: { moment: number; page: number } | undefined;
};

/** The id of a section's heading, for aria-labelledby. Keys are unique within a page's sections. */
export const headingId = (section: { _key: string }) => `${section._key}-heading`;
