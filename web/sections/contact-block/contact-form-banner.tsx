import type { Ref } from "react";
import { TextWithLink } from "@/components/ui/text-with-link";
import { errorList, fieldErrorsFor, fieldId, refusedLabels } from "@/lib/contact/field-errors";
import { type PageRefusal, refusalText } from "@/lib/contact/refusal";
import type { ContactBanners, ContactFormCopy, ContactRefusals } from "@/lib/content/contact-page";

/** What the banner shows: thanks, a refusal the visitor can act on, or Oops! (our failure). */
export type BannerStatus = { kind: "success" } | { kind: "error" } | { kind: "refused"; refusal: Exclude<PageRefusal, { kind: "failed" }> };

/** The answer after sending: thanks, the reason for a refusal, or Oops! with the firm's email as a link. Takes focus when shown. */
export function ContactFormBanner({
  ref,
  status,
  banners,
  refusals,
  form,
  email,
}: {
  ref?: Ref<HTMLDivElement>;
  status: BannerStatus;
  banners: ContactBanners;
  refusals: ContactRefusals;
  form: ContactFormCopy;
  email: string;
}) {
  if (status.kind === "success") {
    return (
      <div ref={ref} tabIndex={-1} className="mb-6 rounded-card border border-success/30 bg-success-soft p-5 font-medium text-success">
        <p>{banners.success}</p>
      </div>
    );
  }
  const refused = status.kind === "refused";
  const refusedFields = refused && status.refusal.kind === "invalid" ? status.refusal.fields : [];
  const labels = refusedLabels(form, refusedFields);
  // The list of problems: each refused field's own message, a link to the field (the GOV.UK pattern).
  const errors = errorList(fieldErrorsFor(form.fieldErrors, refusedFields));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mb-6 rounded-card border border-danger/30 bg-danger-soft p-5 text-danger"
      data-refusal={refused ? status.refusal.kind : undefined}
    >
      <p className="text-lg font-bold">{refused ? banners.refusalHeading : banners.errorHeading}</p>
      <p className="mt-1">
        <TextWithLink
          text={refused ? refusalText(refusals, status.refusal, labels) : banners.errorText}
          slot="{email}"
          href={`mailto:${email}`}
          label={email}
          className="font-semibold underline underline-offset-2"
        />
      </p>
      {labels.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {errors.map(({ name, message }) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`} className="font-semibold underline underline-offset-2">
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
