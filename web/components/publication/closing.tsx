import { siteAccent } from "@/components/ui/accent";
import type { Closing as ClosingData } from "@/lib/content/publication";
import type { SiteSettings } from "@/lib/content/site-settings";
import { CallToAction } from "@/sections/call-to-action/call-to-action";

/** The band that closes a post or case study: the site's one closing-band component, words from content. */
export function Closing({ closing, settings }: { closing: ClosingData; settings: SiteSettings }) {
  return (
    <CallToAction
      section={{ ...closing, _key: "closing", _type: "callToAction" }}
      context={{ accent: siteAccent, band: "plain", settings }}
    />
  );
}
