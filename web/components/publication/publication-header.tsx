import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@/components/publication/breadcrumbs";
import { Container } from "@/components/ui/container";
import { SiteImage } from "@/components/ui/site-image";
import { cn } from "@/lib/cn";
import type { SiteImage as SiteImageData } from "@/lib/content/image";

/**
 * The header band of a post, case study, opening or event: breadcrumbs, `kicker`, title, `children` and image. On a
 * laptop the image stands beside the title, uncropped, so that the text starts on the first screen; on narrower
 * screens it follows the title, its height capped. `centered` centres the title's column below 1024 px (a post's);
 * `bar` is the class of a coloured bar along the band's top edge.
 */
export function PublicationHeader({
  titleId,
  title,
  breadcrumbLabel,
  crumbs,
  image,
  kicker,
  children,
  centered = false,
  bar,
}: {
  titleId: string;
  title: string;
  breadcrumbLabel: string;
  crumbs: Crumb[];
  image?: SiteImageData | null;
  kicker: ReactNode;
  children: ReactNode;
  centered?: boolean;
  bar?: string;
}) {
  return (
    <div className="relative border-b border-border bg-surface-alt">
      {bar ? <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", bar)} /> : null}
      <Breadcrumbs label={breadcrumbLabel} crumbs={crumbs} />
      <Container
        className={cn("pt-4 pb-10 sm:pb-12", image && "lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-12")}
      >
        <div className={cn("max-w-3xl", centered && "mx-auto", image && "lg:mx-0")}>
          {kicker}
          <h1
            id={titleId}
            className="mt-5 text-3xl font-bold tracking-tight min-[22rem]:text-4xl sm:text-5xl lg:mt-4 lg:text-4xl xl:text-5xl"
          >
            {title}
          </h1>
          {children}
        </div>
        {image ? (
          <SiteImage
            image={image}
            sizes="(min-width: 1152px) 416px, (min-width: 1024px) 37vw, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
            priority
            className={cn(
              "mt-8 aspect-video max-h-[min(18rem,28vh)] w-full max-w-4xl rounded-card bg-primary-soft object-cover lg:mt-0 lg:max-h-none",
              centered && "mx-auto",
            )}
          />
        ) : null}
      </Container>
    </div>
  );
}
