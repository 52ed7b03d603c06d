import { PostNeighbours } from "@/components/publication/post-neighbours";
import { PublicationHeader } from "@/components/publication/publication-header";
import { RichText } from "@/components/publication/rich-text";
import { ShareLinks } from "@/components/publication/share-links";
import { subHeads, TableOfContents, tocMinHeadings } from "@/components/publication/table-of-contents";
import { Container } from "@/components/ui/container";
import { Portrait } from "@/components/ui/portrait";
import { cn } from "@/lib/cn";
import { authorName } from "@/lib/content/author";
import { listingPath } from "@/lib/content/listing";
import { authorPath } from "@/lib/content/post";
import type { PostPage } from "@/lib/content/post-page";
import type { Publication } from "@/lib/content/publication";
import type { SiteSettings } from "@/lib/content/site-settings";
import { formatDay } from "@/lib/format-date";

type Props = { post: PostPage; publication: Publication; settings: SiteSettings };

/**
 * A post's article: its header band (title, categories, excerpt, byline), then its text. On a laptop the cover
 * stands beside the title (PublicationHeader) and the contents beside the text, so that the text starts on the
 * first screen; on narrower screens each follows the other.
 */
export function PostArticle({
  post,
  publication,
  settings,
  path,
  crumbs,
}: Props & { path: string; crumbs: { label: string; path: string }[] }) {
  const hasContents = subHeads(post.body).length >= tocMinHeadings;
  return (
    <article aria-labelledby="post-title">
      <PublicationHeader
        titleId="post-title"
        title={post.title}
        breadcrumbLabel={publication.breadcrumbLabel}
        crumbs={crumbs}
        image={post.coverImage}
        centered
        kicker={<PostCategories post={post} publication={publication} />}
      >
        <p className="mt-5 text-xl text-muted lg:mt-4">{post.excerpt}</p>
        <PostByline post={post} publication={publication} settings={settings} />
      </PublicationHeader>
      {/* The contents beside the text from 1024 px; a post without them (too few sub-heads) keeps no empty column. */}
      <Container
        className={cn("py-12 sm:py-16 lg:pt-12", hasContents && "lg:grid lg:grid-cols-[15rem_minmax(0,41rem)] lg:items-start lg:gap-x-12")}
      >
        <TableOfContents body={post.body} heading={publication.tocHeading} />
        <div className={hasContents ? "lg:col-start-2" : "mx-auto max-w-[41rem]"} data-post-column>
          {/* Lines of 60 to 75 characters: the measure long text is read at without losing the line. */}
          <div data-post-body>
            <RichText value={post.body} className="mx-auto max-w-[65ch]" />
          </div>
          <ShareLinks
            url={new URL(path, settings.siteUrl).toString()}
            title={post.title}
            heading={publication.shareHeading}
            linkedInLabel={publication.shareLinkedInLabel}
            emailLabel={publication.shareEmailLabel}
          />
          <AboutAuthor post={post} publication={publication} />
          <PostNeighbours
            older={post.older}
            newer={post.newer}
            olderLabel={publication.olderPostLabel}
            newerLabel={publication.newerPostLabel}
            navLabel={`${publication.olderPostLabel} / ${publication.newerPostLabel}`}
          />
        </div>
      </Container>
    </article>
  );
}

/** The post's categories, each a link to its list of posts. */
function PostCategories({ post, publication }: Omit<Props, "settings">) {
  return (
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
