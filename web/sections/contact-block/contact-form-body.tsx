import type { ContactServiceValue } from "@site/schemas/addresses";
import { contactFormName, contactHoneypotField } from "@site/schemas/contact-fields";
import { buttonClasses } from "@/components/ui/button";
import { TextWithLink } from "@/components/ui/text-with-link";
import type { FieldErrors, FieldValues } from "@/lib/contact/field-errors";
import type { ContactBanners, ContactFormCopy, ContactRefusals } from "@/lib/content/contact-page";
import { ContactFormFields } from "./contact-form-fields";

export type ContactFormProps = {
  action: string;
  copy: ContactFormCopy;
  banners: ContactBanners;
  refusals: ContactRefusals;
  email: string;
  /** The service selected when the form opens (a link to /contact/<service>). */
  selected?: ContactServiceValue;
};

type BodyProps = Pick<ContactFormProps, "copy" | "selected"> & {
  /** What the visitor sent, and the refused fields' messages (the server's answer to a refused post). */
  values?: FieldValues;
  errors?: FieldErrors;
};

/** What the contact form holds, with or without its script: the form's name, the honeypot, the fields and the button. */
export function ContactFormBody({ copy, submitting, selected, values, errors }: BodyProps & { submitting: boolean }) {
  return (
    <>
      <input type="hidden" name="form-name" value={contactFormName} />
      <p className="hidden">
        <label>
          {copy.honeypotLabel} <input name={contactHoneypotField} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <ContactFormFields copy={copy} selected={selected} values={values} errors={errors} />
      <p className="text-sm text-muted">{copy.requiredNote}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <button type="submit" className={buttonClasses("primary", "w-full shrink-0 disabled:cursor-wait disabled:opacity-70 sm:w-auto")}>
          {submitting ? copy.sendingLabel : copy.submitLabel}
        </button>
        <p className="min-w-0 text-sm text-muted">
          <TextWithLink
            text={copy.privacyNote}
            slot="{privacy}"
            href={copy.privacyPath}
            label={copy.privacyLinkLabel}
            className="font-medium text-primary underline underline-offset-2"
          />
        </p>
      </div>
    </>
  );
}

/** The contact form without script: the server answers with a page (this form again, when it could not take it). */
export function NativeContactForm({ action, copy, selected, values, errors }: BodyProps & { action: string }) {
  return (
    <form action={action} method="post">
      <fieldset className="space-y-5">
        <ContactFormBody copy={copy} submitting={false} selected={selected} values={values} errors={errors} />
      </fieldset>
    </form>
  );
}
