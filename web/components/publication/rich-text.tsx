import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { SiteImage } from "@/components/ui/site-image";
import { cn } from "@/lib/cn";
import type { ImageBlock, RichText as RichTextValue } from "@/lib/content/rich-text";
import { imageSources } from "@/lib/image-urls";

/** The anchor of a sub-head: its block's key, unique and stable while editors reword it (the contents link to it). */
export const headingAnchor = (block: { _key?: string }) => (block._key ? `section-${block._key}` : undefined);

const calloutStyles = {
  tip: { box: "border-emerald-700 bg-emerald-50", icon: "sparkles" },
  note: { box: "border-primary bg-primary-soft", icon: "message" },
  warning: { box: "border-amber-700 bg-amber-50", icon: "bell" },
} as const;

/** A link in the text, to another website or a page of the site: both open in place, like every link of the site. */
const LinkMark = ({ value, children }: { value?: { href?: string }; children: ReactNode }) => (
  <a href={value?.href} className="font-medium text-primary underline underline-offset-2 hover:text-primary-strong">
    {children}
  </a>
);

const list: PortableTextComponents["list"] = {
  bullet: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-primary">{children}</ul>,
  number: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6 marker:text-primary">{children}</ol>,
};

const marks: PortableTextComponents["marks"] = {
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  link: LinkMark,
  internalLink: LinkMark,
};

/** Blocks of their own in the text: callout boxes, and images with their alternative text and caption. */
const types: PortableTextComponents["types"] = {
  callout: ({ value }: { value: { tone: keyof typeof calloutStyles; title: string; text: string } }) => {
    const style = calloutStyles[value.tone];
    return (
      <aside className={cn("mt-8 flex gap-4 rounded-card border-l-4 p-5", style.box)} data-callout={value.tone}>
        <Icon name={style.icon} className="mt-1 size-5 shrink-0 text-ink" />
        <div>
          <p className="font-semibold text-ink">{value.title}</p>
          <p className="mt-1">{value.text}</p>
        </div>
      </aside>
    );
  },
  image: ({ value }: { value: ImageBlock }) => (
    <figure className="mt-8">
      {/* The figure links to its largest copy: on a phone a diagram's labels shrink, and opened alone they read
          at full size (the link is named by the image's alternative text). */}
      <a href={imageSources(value).full} className="block cursor-zoom-in rounded-card">
        <SiteImage
          image={value}
          sizes="(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
          className="w-full rounded-card border border-border"
        />
      </a>
      {value.caption ? <figcaption className="mt-3 text-base text-muted">{value.caption}</figcaption> : null}
    </figure>
  ),
};

/** Article text drawn on the server. `shift` lowers the headings by one level under a section heading of its own. */
function components(shift: 0 | 1): PortableTextComponents {
  const H2 = shift ? "h3" : "h2";
  const H3 = shift ? "h4" : "h3";
  return {
    block: {
      normal: ({ children }) => <p className="mt-5 first:mt-0">{children}</p>,
      h2: ({ children, value }) => (
        <H2 id={headingAnchor(value)} className="mt-12 text-2xl font-bold tracking-tight first:mt-0 sm:text-3xl">
          {children}
        </H2>
      ),
      h3: ({ children }) => <H3 className="mt-8 text-xl font-semibold first:mt-0">{children}</H3>,
      blockquote: ({ children }) => (
        <blockquote className="mt-8 border-l-4 border-primary pl-6 text-xl text-ink italic">{children}</blockquote>
      ),
    },
    list,
    marks,
    types,
  };
}

const drawn = { 0: components(0), 1: components(1) } as const;

export function RichText({ value, shift = 0, className }: { value: RichTextValue; shift?: 0 | 1; className?: string }) {
  return (
    <div className={cn("text-lg leading-8 text-ink/90", className)}>
      <PortableText value={value} components={drawn[shift]} />
    </div>
  );
}
