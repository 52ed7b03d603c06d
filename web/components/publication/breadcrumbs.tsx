import { Container } from "@/components/ui/container";

export type Crumb = { label: string; path: string };

/** The trail from the home page to this page; the last crumb is the page itself (not a link). */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <Container>
        {/* Inline, so that a long crumb wraps like text: a line may break before a separator, never after it,
            so "/" never sits alone at a line's end or on a line of its own. */}
        <ol className="py-4 leading-7 text-muted">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="inline">
                {index > 0 ? <span aria-hidden="true">{" /\u00a0"}</span> : null}
                <a
                  href={crumb.path}
                  aria-current={last ? "page" : undefined}
                  className={
                    last ? "font-medium text-ink no-underline" : "font-medium text-primary hover:text-primary-strong hover:underline"
                  }
                >
                  {crumb.label}
                </a>
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
