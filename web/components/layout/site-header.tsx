import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import type { SiteSettings } from "@/lib/content/site-settings";
import { currentHref, linkCurrent } from "@/lib/current-link";
import { searchPath } from "@/lib/search-page";
import { Logo } from "./logo";

type Props = Pick<SiteSettings, "firmName" | "homeLabel" | "mainNav" | "headerCta" | "menuLabel" | "searchLabel"> & {
  /** The page's address, to mark where the visitor is; null where the page has none (the 404 page). */
  path: string | null;
};

const navLink =
  "rounded-md px-3 py-2 font-medium text-ink hover:bg-primary-soft hover:text-primary-strong aria-[current]:bg-primary-soft aria-[current]:font-semibold aria-[current]:text-primary-strong aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8";

/**
 * Sticky top bar. Below a laptop's width (1280 px: at 1024 the bundled links already wrap inside
 * themselves) the links fold into a native <details> menu: it opens and closes with a tap,
 * Enter or Space and needs no client JavaScript. The search page is a magnifier beside the button
 * on a wide screen, and a link in words at the foot of the phone menu.
 */
export function SiteHeader({ firmName, homeLabel, mainNav, headerCta, menuLabel, searchLabel, path }: Props) {
  const current = currentHref([...mainNav.map((link) => link.href), searchPath, headerCta.href], path);
  const ariaCurrent = (href: string) => (href === current ? linkCurrent(href, path) : undefined);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container className="flex min-h-16 items-center justify-between gap-x-3 sm:gap-x-4">
        <a href="/" className="flex min-w-0 items-center gap-2.5 rounded-md py-2" aria-label={`${firmName} — ${homeLabel}`}>
          <Logo className="size-9 shrink-0" />
          <span className="text-base leading-tight font-bold tracking-tight text-ink sm:text-lg">{firmName}</span>
        </a>

        <nav aria-label={menuLabel} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item._key}>
                <a href={item.href} className={cn(navLink, "px-2.5")} aria-current={ariaCurrent(item.href)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-1 xl:flex">
          <a href={searchPath} className={cn(navLink, "flex p-2")} aria-current={ariaCurrent(searchPath)}>
            <Icon name="search" className="size-5" />
            <span className="sr-only">{searchLabel}</span>
          </a>
          <a
            href={headerCta.href}
            className={buttonClasses("primary", "aria-[current]:underline aria-[current]:underline-offset-4")}
            aria-current={ariaCurrent(headerCta.href)}
          >
            {headerCta.label}
          </a>
        </div>

        <details className="group shrink-0 xl:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 font-semibold text-ink">
            <Icon name="menu" className="size-5 group-open:hidden" />
            <Icon name="close" className="hidden size-5 group-open:block" />
            <span className="max-sm:sr-only">{menuLabel}</span>
          </summary>
          <nav aria-label={menuLabel} className="absolute inset-x-0 top-full border-b border-border bg-surface shadow-card">
            <Container className="py-3">
              <ul className="flex flex-col">
                {mainNav.map((item) => (
                  <li key={item._key}>
                    <a href={item.href} className={cn(navLink, "block py-3 text-lg")} aria-current={ariaCurrent(item.href)}>
                      {item.label}
                    </a>
                  </li>
                ))}
                <li>
                  <a
                    href={searchPath}
                    className={cn(navLink, "flex items-center gap-2 py-3 text-lg")}
                    aria-current={ariaCurrent(searchPath)}
                  >
                    <Icon name="search" className="size-5 shrink-0" />
                    {searchLabel}
                  </a>
                </li>
              </ul>
              <a
                href={headerCta.href}
                className={buttonClasses("primary", "mt-3 mb-2 w-full aria-[current]:underline aria-[current]:underline-offset-4")}
                aria-current={ariaCurrent(headerCta.href)}
              >
                {headerCta.label}
              </a>
            </Container>
          </nav>
        </details>
      </Container>
    </header>
  );
}
