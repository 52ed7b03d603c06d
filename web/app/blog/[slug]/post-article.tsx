import { PublicationHeader } from "@/components/publication/publication-header";
import { headingAnchor, RichText } from "@/components/publication/rich-text";
import { Container } from "@/components/ui/container";
import { Portrait } from "@/components/ui/portrait";
import { cn } from "@/lib/cn";
import { authorName } from "@/lib/content/author";
import { listingPath } from "@/lib/content/listing";
import { authorPath, type PostCard, postPath } from "@/lib/content/post";
import type { PostPage } from "@/lib/content/post-page";
import type { Publication } from "@/lib/content/publication";
import type { SiteSettings } from "@/lib/content/site-settings";
import { formatDay } from "@/lib/format-date";

type Props = { post: PostPage; publication: Publication; settings: SiteSettings };

/** A post's article: its header band (categories, title, excerpt, byline), then its text, the contents beside it on a laptop. */
export function PostArticle({
  post,
  publication,
  settings,
  path,
  crumbs,
}: Props & { path: string; crumbs: { label: string; path: string }[] }) {
  const heads = subHeads(post.body);
  // A long post lists its sub-heads at the top from four on.
  const hasContents = heads.length >= 4;
  return (
    <article aria-labelledby="post-title">
      <PublicationHeader
        titleId="post-title"
        title={post.title}
        breadcrumbLabel={publication.breadcrumbLabel}
        crumbs={crumbs}
        image={post.coverImage}
        centered
        kicker={
          <ul aria-label={publication.categoriesLabel} className="flex flex-wrap gap-2 text-sm">
            {post.categories.map((category) => (
              <li key={category._id}>
                <a
                  href={listingPath({ category: category.slug, page: 1 })}
                  className="inline-flex min-h-8 items-center rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-strong hover:underline"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        }
      >
        <p className="mt-5 text-xl text-muted lg:mt-4">{post.excerpt}</p>
        <PostByline post={post} publication={publication} settings={settings} />
      </PublicationHeader>
      {/* The contents beside the text from 1024 px; a post without them (too few sub-heads) keeps no empty column. */}
      <Container
        className={cn("py-12 sm:py-16 lg:pt-12", hasContents && "lg:grid lg:grid-cols-[15rem_minmax(0,41rem)] lg:items-start lg:gap-x-12")}
      >
        {hasContents ? <TableOfContents heads={heads} heading={publication.tocHeading} /> : null}
        <div className={hasContents ? "lg:col-start-2" : "mx-auto max-w-[41rem]"} data-post-column>
          {/* Lines of 60 to 75 characters: the measure long text is read at without losing the line. */}
          <div data-post-body>
            <RichText value={post.body} className="mx-auto max-w-[65ch]" />
          </div>
          <ShareLinks url={new URL(path, settings.siteUrl).toString()} title={post.title} publication={publication} />
          <AboutAuthor post={post} publication={publication} />
          <PostNeighbours post={post} publication={publication} />
        </div>
      </Container>
    </article>
  );
}

/** The text of each sub-head (h2) of a body, with its anchor. */
function subHeads(body: PostPage["body"]) {
  return body.flatMap((block) => {
    if (block._type !== "block" || block.style !== "h2") return [];
    const anchor = headingAnchor(block);
    const text = block.children.map((span) => span.text).join("");
    return anchor && text ? [{ anchor, text }] : [];
  });
}

/** The contents of a long post: links to its sub-heads, no script; above the text, or beside it where the page has the room. */
function TableOfContents({ heads, heading }: { heads: ReturnType<typeof subHeads>; heading: string }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="mx-auto mb-10 max-w-[65ch] rounded-card border border-border bg-surface-alt p-5 lg:mx-0 lg:mb-0"
      data-toc
    >
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 marker:text-muted lg:space-y-2 lg:text-[0.9375rem] lg:leading-snug">
        {heads.map((head) => (
          <li key={head.anchor}>
            <a href={`#${head.anchor}`} className="inline-flex min-h-6 items-center font-medium text-primary hover:underline">
              {head.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Who wrote the post, when (and when it was last updated), and how long it takes to read. */
function PostByline({ post, publication, settings }: Props) {
  return (
    <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-base text-muted lg:mt-5" data-byline>
      <span>
        {publication.byLabel}{" "}
        <a href={authorPath(post.author.slug)} rel="author" className="font-semibold text-primary hover:underline">
          {authorName(post.author)}
        </a>
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, settings.locale)}</time>
      {post.updatedAt ? (
        <>
          <span aria-hidden="true">·</span>
          <span data-updated="">
            {publication.updatedLabel} <time dateTime={post.updatedAt}>{formatDay(post.updatedAt, settings.locale)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span>
        {post.readingMinutes} {publication.readingTimeLabel}
      </span>
    </p>
  );
}

/** The author's card after the text: portrait, name, role, a short biography and a link to their page. */
function AboutAuthor({ post, publication }: Omit<Props, "settings">) {
  return (
    <aside aria-labelledby="about-author" className="mx-auto mt-14 max-w-3xl rounded-card border border-border bg-surface p-6 shadow-card">
      <h2 id="about-author" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {publication.aboutAuthorHeading}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <Portrait name={post.author.name} photo={post.author.photo} size="md" sizes="64px" decorative className="size-16" />
        <div>
          <p className="text-lg font-semibold">{authorName(post.author)}</p>
          <p className="text-muted">{post.author.role}</p>
        </div>
      </div>
      <p className="mt-3">{post.author.bio}</p>
      <a href={authorPath(post.author.slug)} className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
        {publication.authorPageLink}
      </a>
    </aside>
  );
}

/** Share links under a post: plain anchors (LinkedIn's share address, an email), no script, no tracker. */
function ShareLinks({ url, title, publication }: { url: string; title: string; publication: Publication }) {
  const links = [
    { label: publication.shareLinkedInLabel, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    { label: publication.shareEmailLabel, href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}` },
  ];
  return (
    <div className="mx-auto mt-10 flex max-w-[65ch] flex-wrap items-center gap-x-4 gap-y-2" data-share>
      <p className="font-semibold">{publication.shareHeading}</p>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full border border-border px-4 font-medium text-primary hover:border-primary hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The previous (older) and next (newer) article, as two plain links with their titles. */
function PostNeighbours({ post: { older, newer }, publication: { olderPostLabel, newerPostLabel } }: Omit<Props, "settings">) {
  if (!older && !newer) return null;
  const item = (post: PostCard, label: string, align: string) => (
    <a
      href={postPath(post.slug)}
      className={`flex min-h-11 flex-col rounded-card border border-border bg-surface p-5 hover:border-primary ${align}`}
    >
      <span className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</span>
      <span className="mt-1 font-semibold text-primary">{post.title}</span>
    </a>
  );
  return (
    <nav
      aria-label={`${olderPostLabel} / ${newerPostLabel}`}
      className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2"
      data-post-neighbours
    >
      <div>{older ? item(older, olderPostLabel, "") : null}</div>
      <div>{newer ? item(newer, newerPostLabel, "sm:text-right") : null}</div>
    </nav>
  );
}
