import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { Crumb } from "@/components/publication/breadcrumbs";
import { Container } from "@/components/ui/container";
import { drawnAt } from "@/lib/content/moment";
import type { SiteSettings } from "@/lib/content/site-settings";

/**
 * An item (an opening, an event) drawn at a moment (lib/content/moment.ts; `instants`: when its list changes), by
 * its slug, and the list page whose sections hold its words; the 404 when either is missing.
 */
export async function readAtMoment<Item, List>(
  params: Promise<{ slug: string }>,
  item: (slug: string) => Promise<Item | null | undefined>,
  list: () => Promise<List | null | undefined>,
  instants: () => Promise<number[]>,
) {
  const { slug } = await params;
  const [found, owner, moment] = await Promise.all([item(slug), list(), instants().then((times) => drawnAt(times))]);
  if (!found || !owner) notFound();
  return { item: found, list: owner, moment };
}

/** An item's crumbs: the home page, its list page, itself. */
export const itemCrumbs = (settings: SiteSettings, list: Crumb, item: Crumb) => [{ label: settings.homeLabel, path: "/" }, list, item];

/** The item's text with a card beside it from 1024 px (how to apply, registration), the card first on narrower screens. */
export function WithSideCard({ card, children }: { card: ReactNode; children: ReactNode }) {
  return (
    <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:pt-12">
      {card}
      {children}
    </Container>
  );
}

/** The side card's box, in the grid's second column from 1024 px. */
export const sideCardClasses = "self-start rounded-card border border-border bg-surface p-6 shadow-card lg:col-start-2 lg:row-start-1";

/** The item's text column, beside the card from 1024 px. */
export const textColumnClasses = "max-w-3xl lg:col-start-1 lg:row-start-1";
