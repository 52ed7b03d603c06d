import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import type { Link } from "@/lib/content/fragments";
import type { SiteSettings } from "@/lib/content/site-settings";
import { currentHref, linkCurrent } from "@/lib/current-link";
import { searchPath } from "@/lib/search";
import { Logo } from "./logo";

const navLink =
  "rounded-md px-3 py-2 font-medium text-ink hover:bg-primary-soft hover:text-primary-strong aria-[current]:bg-primary-soft aria-[current]:font-semibold aria-[current]:text-primary-strong aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8";

const menuId = "site-menu";

/**
 * How a control opens or closes the menu with no script, in every browser. Where the platform has invoker commands
 * (`command` / `commandfor`: Chromium 135, Firefox 144, Safari 26.2; React does not know them yet, hence plain
 * attributes) the menu is a modal dialog; where it has only popovers (Firefox 125–143, Safari 17–26.1) the same
 * button shows it as a popover (`popovertarget`); where it has neither (`@supports selector(:popover-open)` fails)
 * the button is hidden and a link to the menu (`#site-menu`, shown while it is the address's target) takes its place.
 */
const invoke = (command: "show-modal" | "close"): Record<string, string> => ({
  command,
  commandfor: menuId,
  popoverTarget: menuId,
  popoverTargetAction: command === "close" ? "hide" : "show",
});
const withPopovers = "hidden supports-[selector(:popover-open)]:flex";
const withoutPopovers = "flex supports-[selector(:popover-open)]:hidden";

/** `aria-current`'s value for a link's address. */
type Current = (href: string) => "page" | "true" | undefined;

function NavItems({ links, current, className }: { links: Link[]; current: Current; className: string }) {
  return links.map((item) => (
    <li key={item._key ?? item.href}>
      <a href={item.href} className={cn(navLink, className)} aria-current={current(item.href)}>
        {item.label}
      </a>
    </li>
  ));
}

/** The header's main action (usually Contact): a button, underlined when it is the current page. */
function HeaderAction({ link, current, className }: { link: Link; current: Current; className?: string }) {
  return (
    <a
      href={link.href}
      className={buttonClasses("primary", cn(className, "aria-[current]:underline aria-[current]:underline-offset-4"))}
      aria-current={current(link.href)}
    >
      {link.label}
    </a>
  );
}

/**
 * The phone menu, a modal dialog (see `invoke`): while it is open the page behind is inert. It is not hidden on a
 * wide screen: a menu left open while the window widens stays visible and closable, not an inert page behind nothing.
 */
function PhoneMenu({ settings, current }: { settings: SiteSettings; current: Current }) {
  const { mainNav, menuSecondaryNav, headerCta, menuLabel, menuCloseLabel, searchLabel } = settings;
  return (
    <dialog
      id={menuId}
      aria-label={menuLabel}
      {...{ closedby: "any", popover: "auto" }}
      className="m-0 h-fit target:fixed target:inset-x-0 target:top-0 target:z-50 target:block [&:popover-open]:block max-h-dvh w-full max-w-none overflow-y-auto border-b border-border bg-surface p-0 text-ink shadow-card backdrop:bg-ink/40"
    >
      <Container className="flex min-h-16 items-center justify-end">
        <MenuControl command="close" label={menuCloseLabel} />
      </Container>
      <nav aria-label={menuLabel}>
        <Container className="pb-3">
          <ul className="flex flex-col">
            <NavItems links={mainNav} current={current} className="block py-3 text-lg" />
            <li>
              <a href={searchPath} className={cn(navLink, "flex items-center gap-2 py-3 text-lg")} aria-current={current(searchPath)}>
                <Icon name="search" className="size-5 shrink-0" />
                {searchLabel}
              </a>
            </li>
          </ul>
          {menuSecondaryNav.length > 0 && (
            <ul className="mt-1 flex flex-col border-t border-border pt-2">
              <NavItems links={menuSecondaryNav} current={current} className="block py-2.5 text-base" />
            </ul>
          )}
          <HeaderAction link={headerCta} current={current} className="mt-3 mb-2 w-full" />
        </Container>
      </nav>
    </dialog>
  );
}

const control = "min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 font-semibold text-ink";

/**
 * The menu's button (open, or close inside it), and the link that stands in for it where the platform has no
 * popovers (see `invoke`). Its words are hidden on a phone, read by screen readers.
 */
function MenuControl({ command, label }: { command: "show-modal" | "close"; label: string }) {
  const open = command === "show-modal";
  const data = open ? "data-menu-button" : "data-menu-close";
  const inside = (
    <>
      <Icon name={open ? "menu" : "close"} className="size-5" />
      <span className="max-sm:sr-only">{label}</span>
    </>
  );
  return (
    <>
      <button
        type="button"
        {...{ [data]: "" }}
        {...(open ? { "aria-haspopup": "dialog" } : {})}
        {...invoke(command)}
        className={cn(control, withPopovers)}
      >
        {inside}
      </button>
      {/* Without popovers the menu shows while it is the address's target: closing it moves the target to the page's main part. */}
      <a href={open ? `#${menuId}` : "#main"} {...{ [`${data}-link`]: "" }} className={cn(control, withoutPopovers)}>
        {inside}
      </a>
    </>
  );
}

/**
 * Sticky top bar: on a wide screen the main links in a row, the search page as a magnifier and the main action. Below
 * 1280 px (at 1024 the bundled links already wrap inside themselves) the links fold into the phone menu.
 */
export function SiteHeader({ settings, path }: { settings: SiteSettings; path: string | null }) {
  const { firmName, homeLabel, mainNav, menuSecondaryNav, headerCta, menuLabel, searchLabel } = settings;
  const currentOne = currentHref([...mainNav, ...menuSecondaryNav].map((link) => link.href).concat(searchPath, headerCta.href), path);
  const current: Current = (href) => (href === currentOne ? linkCurrent(href, path) : undefined);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      {/* Below 1280 px the main action and the menu button wrap under the name when they cannot fit beside it
          (text enlarged on a narrow phone), never past the screen's edge. */}
      <Container className="flex min-h-16 items-center justify-between gap-x-3 gap-y-1 max-xl:flex-wrap sm:gap-x-4">
        <a
          href="/"
          className="flex min-w-0 items-center gap-2.5 rounded-md py-2 max-xl:flex-1 max-xl:basis-20"
          aria-label={`${firmName} — ${homeLabel}`}
        >
          <Logo className="size-9 shrink-0" />
          <span className="text-base leading-tight font-bold tracking-tight text-ink sm:text-lg">{firmName}</span>
        </a>
        <nav aria-label={menuLabel} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            <NavItems links={mainNav} current={current} className="px-2.5" />
          </ul>
        </nav>
        <div className="hidden items-center gap-1 xl:flex">
          <a href={searchPath} className={cn(navLink, "flex p-2")} aria-current={current(searchPath)}>
            <Icon name="search" className="size-5" />
            <span className="sr-only">{searchLabel}</span>
          </a>
          <HeaderAction link={headerCta} current={current} />
        </div>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2 xl:hidden">
          <HeaderAction link={headerCta} current={current} className="min-h-11 px-3 max-[359px]:px-2.5 sm:px-4" />
          <MenuControl command="show-modal" label={menuLabel} />
        </div>
        <PhoneMenu settings={settings} current={current} />
      </Container>
    </header>
  );
}
