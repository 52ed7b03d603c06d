import { notFound } from "next/navigation";
import type { ComponentProps } from "react";
import { PageFrame } from "@/components/layout/page-frame";
import type { Page } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { PageSections } from "@/sections/render";

// What the careers and events list routes share (app/careers, app/events): pages drawn at a moment
// (lib/content/moment.ts `drawnAt`), cached like any page until the next one passes.

/** What the list's sections are told: the careers list's moment and state, or the events list's moment and page. */
type At = Pick<ComponentProps<typeof PageSections>, "careers" | "events">;

/**
 * A list page drawn at a moment: its page document's sections, told the moment (and the state or page shown).
 * No page document, or an address segment that is no page: the 404.
 */
export async function MomentListRoute({
  read,
  path,
  valid,
  ...at
}: At & { read: () => Promise<Page | undefined>; path: string; valid: boolean }) {
  const [page, settings] = await Promise.all([read(), getSiteSettings()]);
  if (!page || !valid) notFound();
  return (
    <PageFrame settings={settings} path={path}>
      <PageSections sections={page.sections} settings={settings} {...at} />
    </PageFrame>
  );
}
