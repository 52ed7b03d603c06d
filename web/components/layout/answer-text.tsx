import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

type Link = { href: string; label: string };

/**
 * An answer to something the visitor did (a form sent, an email's link opened): its heading, what it means, what
 * follows (a button), and the ways on: the first a button, the others beside it.
 */
export function AnswerText({
  heading,
  text,
  children,
  links = [],
}: {
  heading: string;
  text: ReactNode;
  children?: ReactNode;
  links?: Link[];
}) {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-balance">{heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text}</p>
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
