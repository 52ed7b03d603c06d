"use client";

import { contactFields } from "@site/schemas/contact-fields";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldErrorsFor } from "@/lib/contact/field-errors";
import { SendRefused, sendForm } from "@/lib/contact/send";
import { type BannerStatus, ContactFormBanner } from "./contact-form-banner";
import { ContactFormBody, type ContactFormProps } from "./contact-form-body";

type Status = BannerStatus | { kind: "none" };

/**
 * The fields that fail the browser's own checks (required, email, the dot in its domain), answered the way the
 * server answers a refused field: the list of problems, and each field's message beside it.
 */
function invalidFields(form: HTMLFormElement) {
  return contactFields
    .filter((field) => {
      const control = form.elements.namedItem(field.name);
      const checked = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;
      return checked && !control.checkValidity();
    })
    .map((field) => field.name);
}

/**
 * The contact form with its script (only app/contact renders it; elsewhere NativeContactForm): it posts in the
 * background and shows a banner. The script loads when the visitor first reaches into the form
 * (lib/client-runtime.mjs); a submit before it has hydrated is the native post.
 */
export function ContactForm({ action, copy, banners, refusals, email, selected }: ContactFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "none" });
  // Hydrated: from here on a submit is sent in the background (until then it posts natively).
  const [enhanced, setEnhanced] = useState(false);
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (status.kind !== "none") banner.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const invalid = invalidFields(form);
    if (invalid.length > 0) {
      setStatus({ kind: "refused", refusal: { kind: "invalid", fields: invalid } });
      return;
    }
    setStatus({ kind: "none" });
    setSubmitting(true);
    try {
      await sendForm(action, form);
      form.reset();
      setStatus({ kind: "success" });
    } catch (error) {
      console.error("The contact form could not be sent:", error);
      setStatus(error instanceof SendRefused ? { kind: "refused", refusal: error.refusal } : { kind: "error" });
    } finally {
      setSubmitting(false);
    }
  }

  const errors =
    status.kind === "refused" && status.refusal.kind === "invalid" ? fieldErrorsFor(copy.fieldErrors, status.refusal.fields) : {};
  return (
    <form
      action={action}
      method="post"
      onSubmit={onSubmit}
      aria-busy={submitting}
      data-enhanced={enhanced || undefined}
      noValidate={enhanced}
    >
      <div aria-live="polite" aria-atomic="true">
        {status.kind === "none" ? null : (
          <ContactFormBanner ref={banner} status={status} banners={banners} refusals={refusals} form={copy} email={email} />
        )}
      </div>
      <fieldset disabled={submitting} className="space-y-5">
        <ContactFormBody copy={copy} submitting={submitting} selected={selected} errors={errors} />
      </fieldset>
    </form>
  );
}
