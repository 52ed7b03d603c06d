import type { ContactServiceValue } from "@site/schemas/addresses";
import { contactFields, contactMessageRows, emailDomainPattern } from "@site/schemas/contact-fields";
import { fieldClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { type FieldErrors, type FieldValues, fieldErrorId, fieldId, fieldLabel, fieldPlaceholder } from "@/lib/contact/field-errors";
import type { ContactFormCopy } from "@/lib/content/contact-page";

const control = cn(
  fieldClasses,
  "mt-1.5 block max-w-full aria-[invalid]:border-2 aria-[invalid]:border-danger disabled:bg-surface-alt disabled:text-muted",
);

/** A field's box: a list of services, the message's text area (with the health-information notice) or an input. */
function FieldControl({
  field,
  copy,
  error,
  value,
  selected,
}: {
  field: (typeof contactFields)[number];
  copy: ContactFormCopy;
  error: string | undefined;
  value: string | undefined;
  selected: ContactServiceValue | undefined;
}) {
  const notice = field.control === "textarea" ? `${fieldId(field.name)}-notice` : undefined;
  const placeholder = fieldPlaceholder(copy, field.name);
  const common = {
    id: fieldId(field.name),
    name: field.name,
    required: field.required,
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
    "aria-describedby": [error ? fieldErrorId(field.name) : undefined, notice].filter(Boolean).join(" ") || undefined,
    className: control,
  };
  if (field.control === "select") {
    return (
      <select {...common} defaultValue={value ?? selected ?? ""}>
        <option value="">{copy.serviceNoneLabel}</option>
        {copy.serviceOptions.map((option) => (
          <option key={option._key} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.control === "textarea") {
    return (
      <>
        <textarea {...common} maxLength={field.maxLength} rows={contactMessageRows} placeholder={placeholder} defaultValue={value} />
        <p id={notice} className="mt-2 text-sm text-muted">
          {copy.healthNotice}
        </p>
      </>
    );
  }
  return (
    <input
      {...common}
      maxLength={field.maxLength}
      type={field.type}
      placeholder={placeholder}
      defaultValue={value}
      {...(field.type === "email" ? { pattern: emailDomainPattern } : {})}
    />
  );
}

/**
 * The visible fields with their native constraints; a refused field shows its message between its label and its box
 * (the GOV.UK pattern). `values`: what the visitor sent, when the server answers with the form.
 */
export function ContactFormFields({
  copy,
  selected,
  values = {},
  errors = {},
}: {
  copy: ContactFormCopy;
  selected?: ContactServiceValue;
  values?: FieldValues;
  errors?: FieldErrors;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {contactFields.map((field) => {
        const id = fieldId(field.name);
        const error = errors[field.name];
        return (
          <div key={field.name} className={field.control === "input" ? "min-w-0" : "min-w-0 sm:col-span-2"}>
            <label htmlFor={id} className="font-medium text-ink">
              {fieldLabel(copy, field.name)}
            </label>
            {error ? (
              <p id={fieldErrorId(field.name)} className="mt-1 text-sm font-semibold text-danger">
                {error}
              </p>
            ) : null}
            <FieldControl field={field} copy={copy} error={error} value={values[field.name]} selected={selected} />
          </div>
        );
      })}
    </div>
  );
}
