import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

type Link = { href: string; label: string };

type Props = { heading: string; text: ReactNode; note?: string; children?: ReactNode; links?: Link[] };

/** An answer to something the visitor did (a form sent, an email's link opened), and the ways on, the first a primary button. */
export function AnswerText({ heading, text, note, children, links = [] }: Props) {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-balance">{heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text}</p>
      {note ? <p className="mx-auto mt-3 max-w-xl text-sm text-muted">{note}</p> : null}
      {children}
      {links.length > 0 ? (
        <p className="mt-10 flex flex-wrap justify-center gap-4">
          {links.map((link, index) => (
            <ButtonLink key={link.href} href={link.href} variant={index === 0 ? "primary" : "secondary"}>
              {link.label}
            </ButtonLink>
          ))}
        </p>
      ) : null}
    </Container>
  );
}
