import { type ContactFieldName, type ContactServiceValue, contactFields, contactMessageRows } from "@site/schemas/contact-fields";
import type { ContactFormCopy } from "@/lib/content/contact-page";

const control =
  "mt-1.5 block w-full min-w-0 max-w-full rounded-lg border border-border bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-muted focus:border-primary disabled:bg-surface-alt disabled:text-muted";

function labels(copy: ContactFormCopy): Record<ContactFieldName, { label: string; placeholder?: string }> {
  return {
    name: { label: copy.nameLabel, placeholder: copy.namePlaceholder },
    email: { label: copy.emailLabel, placeholder: copy.emailPlaceholder },
    phone: { label: copy.phoneLabel, placeholder: copy.phonePlaceholder },
    company: { label: copy.companyLabel, placeholder: copy.companyPlaceholder },
    service: { label: copy.serviceLabel },
    message: { label: copy.messageLabel, placeholder: copy.messagePlaceholder },
  };
}

/** The visible fields, in the shared field list's order, with their native types and constraints. */
export function ContactFormFields({ copy, selected }: { copy: ContactFormCopy; selected?: ContactServiceValue }) {
  const words = labels(copy);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {contactFields.map((field) => {
        const id = `contact-${field.name}`;
        const { label, placeholder } = words[field.name];
        const common = {
          id,
          name: field.name,
          required: field.required,
          ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
          className: control,
        };
        return (
          <div key={field.name} className={field.control === "input" ? "min-w-0" : "min-w-0 sm:col-span-2"}>
            <label htmlFor={id} className="font-medium text-ink">
              {label}
            </label>
            {field.control === "select" ? (
              <select {...common} defaultValue={selected ?? ""}>
                <option value="">{copy.serviceNoneLabel}</option>
                {copy.serviceOptions.map((option) => (
                  <option key={option._key} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.control === "textarea" ? (
              <>
                <textarea
                  {...common}
                  maxLength={field.maxLength}
                  rows={contactMessageRows}
                  placeholder={placeholder}
                  aria-describedby={`${id}-notice`}
                />
                <p id={`${id}-notice`} className="mt-2 text-sm text-muted">
                  {copy.healthNotice}
                </p>
              </>
            ) : (
              <input {...common} maxLength={field.maxLength} type={field.type} placeholder={placeholder} />
            )}
          </div>
        );
      })}
    </div>
  );
}
