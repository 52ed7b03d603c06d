import type { Metadata } from "next";
import { CareersRoute, careersMetadata, careersNow } from "./careers-route";

/** /careers: why join, the hiring process and every open role (the careers page document). */
export async function generateMetadata(): Promise<Metadata> {
  return careersMetadata(await careersNow(), {});
}

export default async function CareersPage() {
  return <CareersRoute moment={await careersNow()} state={{}} />;
}
