import type { CareersFacet } from "@site/schemas/addresses";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CareersRoute, careersMetadata, careersNow, careersParams } from "../../careers-route";

type Props = { params: Promise<{ slug: string; value: string }> };

/** /careers/practice/<service> and /careers/location/<place>: the careers page listing one practice's or place's open roles. */
export async function generateStaticParams() {
  const { states } = await careersParams();
  return states.flatMap(({ facet }) => (facet ? [{ slug: facet.kind, value: facet.value }] : []));
}

async function stateOf(params: Props["params"]) {
  const { slug, value } = await params;
  if (slug !== "practice" && slug !== "location") notFound();
  return { moment: await careersNow(), state: { facet: { kind: slug as CareersFacet, value } } };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { moment, state } = await stateOf(params);
  return careersMetadata(moment, state);
}

export default async function CareersFacetPage({ params }: Props) {
  const { moment, state } = await stateOf(params);
  return <CareersRoute moment={moment} state={state} />;
}
