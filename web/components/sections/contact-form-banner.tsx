import type { Ref } from "react";
import type { ContactBanners } from "@/lib/content/contact-page";

/** The answer after sending: thanks, or Oops! with the firm's email as a link. Takes focus when shown. */
export function ContactFormBanner({
  ref,
  status,
  banners,
  email,
}: {
  ref: Ref<HTMLDivElement>;
  status: "success" | "error";
  banners: ContactBanners;
  email: string;
}) {
  if (status === "success") {
    return (
      <div ref={ref} tabIndex={-1} className="mb-6 rounded-card border border-success/30 bg-success-soft p-5 font-medium text-success">
        <p>{banners.success}</p>
      </div>
    );
  }
  const [before, ...after] = banners.errorText.split("{email}");
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 rounded-card border border-danger/30 bg-danger-soft p-5 text-danger">
      <p className="text-lg font-bold">{banners.errorHeading}</p>
      <p className="mt-1">
        {before}
        {after.length > 0 ? (
          <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
            {email}
          </a>
        ) : null}
        {after.join(email)}
      </p>
    </div>
  );
}
