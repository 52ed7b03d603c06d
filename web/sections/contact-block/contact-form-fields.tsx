import {
  type ContactFieldName,
  type ContactServiceValue,
  contactFields,
  contactMessageRows,
  emailDomainPattern,
} from "@site/schemas/contact-fields";
import { fieldClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { type FieldErrors, type FieldValues, fieldErrorId, fieldId, fieldLabel, fieldPlaceholder } from "@/lib/contact/field-errors";
import type { ContactFormCopy } from "@/lib/content/contact-page";

const control = cn(
  fieldClasses,
  "mt-1.5 block max-w-full aria-[invalid]:border-2 aria-[invalid]:border-danger disabled:bg-surface-alt disabled:text-muted",
);

type Field = (typeof contactFields)[number];
type Common = {
  id: string;
  name: ContactFieldName;
  required: boolean;
  autoComplete?: string;
  "aria-invalid"?: true;
  "aria-describedby": string | undefined;
  className: string;
};

/** A field's box: a list of services, the message's text area (with the health-information notice) or an input. */
function FieldControl({
  field,
  copy,
  common,
  placeholder,
  value,
  selected,
  notice,
}: {
  field: Field;
  copy: ContactFormCopy;
  /** What every control carries: id, name, required, autocomplete, invalid and described-by, the class. */
  common: Common;
  placeholder: string | undefined;
  value: string | undefined;
  selected: ContactServiceValue | undefined;
  notice: string | undefined;
}) {
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
 * The visible fields, in the shared field list's order, with their native types and constraints. A
 * refused field shows its own message between its label and its box, and is marked invalid (the GOV.UK
 * pattern); `values` fills the fields in (what the visitor sent, when the server answers with the form).
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
        const label = fieldLabel(copy, field.name);
        const placeholder = fieldPlaceholder(copy, field.name);
        const error = errors[field.name];
        const notice = field.control === "textarea" ? `${id}-notice` : undefined;
        const describedBy = [error ? fieldErrorId(field.name) : undefined, notice].filter(Boolean).join(" ") || undefined;
        const common: Common = {
          id,
          name: field.name,
          required: field.required,
          ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
          ...(error ? { "aria-invalid": true as const } : {}),
          "aria-describedby": describedBy,
          className: control,
        };
        return (
          <div key={field.name} className={field.control === "input" ? "min-w-0" : "min-w-0 sm:col-span-2"}>
            <label htmlFor={id} className="font-medium text-ink">
              {label}
            </label>
            {error ? (
              <p id={fieldErrorId(field.name)} className="mt-1 text-sm font-semibold text-danger">
                {error}
              </p>
            ) : null}
            <FieldControl
              field={field}
              copy={copy}
              common={common}
              placeholder={placeholder}
              value={values[field.name]}
              selected={selected}
              notice={notice}
            />
          </div>
        );
      })}
    </div>
  );
}
