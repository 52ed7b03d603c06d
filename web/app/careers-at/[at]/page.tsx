import type { Metadata } from "next";
import { CareersRoute, careersMetadata, careersParams, momentParam } from "../careers-route";

type Props = { params: Promise<{ at: string }> };

/** /careers: why join, the hiring process and every open role (the careers page document). */
export async function generateStaticParams() {
  return [{ at: String((await careersParams()).moment) }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return careersMetadata(momentParam((await params).at), {});
}

export default async function CareersPage({ params }: Props) {
  return <CareersRoute moment={momentParam((await params).at)} state={{}} />;
}
