import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { SiteSettings } from "@/lib/content/site-settings";
import { Logo } from "./logo";

type Props = Pick<SiteSettings, "firmName" | "homeLabel" | "mainNav" | "headerCta" | "menuLabel">;

const navLink = "rounded-md px-3 py-2 font-medium text-ink hover:bg-primary-soft hover:text-primary-strong";

/**
 * Sticky top bar. On a phone the links fold into a native <details> menu: it opens and closes with
 * a tap, Enter or Space and needs no client JavaScript.
 */
export function SiteHeader({ firmName, homeLabel, mainNav, headerCta, menuLabel }: Props) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <a href="/" className="flex items-center gap-2.5 rounded-md" aria-label={`${firmName} — ${homeLabel}`}>
          <Logo className="size-9 shrink-0" />
          <span className="text-base font-bold tracking-tight whitespace-nowrap text-ink sm:text-lg">{firmName}</span>
        </a>

        <nav aria-label={menuLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item._key}>
                <a href={item.href} className={navLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <a href={headerCta.href} className={buttonClasses("primary")}>
            {headerCta.label}
          </a>
        </div>

        <details className="group lg:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 font-semibold text-ink">
            <Icon name="menu" className="size-5 group-open:hidden" />
            <Icon name="close" className="hidden size-5 group-open:block" />
            <span className="max-sm:sr-only">{menuLabel}</span>
          </summary>
          <nav aria-label={menuLabel} className="absolute inset-x-0 top-16 border-b border-border bg-surface shadow-card">
            <Container className="py-3">
              <ul className="flex flex-col">
                {mainNav.map((item) => (
                  <li key={item._key}>
                    <a href={item.href} className={`${navLink} block py-3 text-lg`}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
              <a href={headerCta.href} className={buttonClasses("primary", "mt-3 mb-2 w-full")}>
                {headerCta.label}
              </a>
            </Container>
          </nav>
        </details>
      </Container>
    </header>
  );
}
