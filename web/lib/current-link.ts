/** How a link of the top bar relates to the page at `path`: the page itself, the section it belongs to (below it), or neither. */
export function linkCurrent(href: string, path: string | null): "page" | "true" | undefined {
  if (path === null || !href.startsWith("/")) return undefined;
  if (href === path) return "page";
  if (href !== "/" && path.startsWith(`${href}/`)) return "true";
  return undefined;
}

/** The one link of a list that is current for `path`: the page itself, else the longest section containing it. */
export function currentHref(hrefs: readonly string[], path: string | null): string | undefined {
  const candidates = hrefs.filter((href) => linkCurrent(href, path) !== undefined);
  return candidates.find((href) => href === path) ?? candidates.sort((a, b) => b.length - a.length)[0];
}
