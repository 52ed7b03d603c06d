import { contactFields, contactFormName, contactHoneypotField, contactMessageRows, emailDomainPattern } from "@site/schemas/contact-fields";
import type { ContactFormCopy } from "../content/contact-page";
import { escapeHtml } from "./answers";
import { errorList, type FieldErrors, type FieldValues, fieldErrorId, fieldId } from "./field-errors";

/** The words of the form re-rendered by the server: the form's own, and the list of problems' heading and text. */
export type FormPageCopy = { form: ContactFormCopy; refusalHeading: string; invalidText: string };

const attribute = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null ? "" : ` ${name}="${escapeHtml(String(value))}"`;

/** One field as the React form draws it (sections/contact-block/contact-form-fields.tsx), with its value and message. */
function fieldHtml(copy: ContactFormCopy, field: (typeof contactFields)[number], value: string, error: string | undefined): string {
  const id = fieldId(field.name);
  const label = copy[`${field.name}Label`];
  const notice = field.control === "textarea" ? `${id}-notice` : undefined;
  const describedBy = [error ? fieldErrorId(field.name) : undefined, notice].filter(Boolean).join(" ");
  const common =
    attribute("id", id) +
    attribute("name", field.name) +
    (field.required ? " required" : "") +
    attribute("autocomplete", field.autoComplete) +
    (error ? ' aria-invalid="true"' : "") +
    attribute("aria-describedby", describedBy || undefined);
  const placeholder = field.name === "service" ? undefined : copy[`${field.name}Placeholder`];
  let control: string;
  if (field.control === "select") {
    const options = [{ value: "", label: copy.serviceNoneLabel }, ...copy.serviceOptions].map(
      (option) =>
        `<option${attribute("value", option.value)}${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`,
    );
    control = `<select${common}>${options.join("")}</select>`;
  } else if (field.control === "textarea") {
    // A newline right after the tag would be dropped by the parser: the value starts on its own line.
    control = `<textarea${common}${attribute("maxlength", field.maxLength)}${attribute("rows", contactMessageRows)}${attribute("placeholder", placeholder)}>\n${escapeHtml(value)}</textarea>
<p${attribute("id", notice)} class="note">${escapeHtml(copy.healthNotice)}</p>`;
  } else {
    const pattern = field.type === "email" ? attribute("pattern", emailDomainPattern) : "";
    control = `<input${common}${attribute("type", field.type)}${attribute("maxlength", field.maxLength)}${attribute("placeholder", placeholder)}${attribute("value", value)}${pattern}>`;
  }
  const message = error ? `<p${attribute("id", fieldErrorId(field.name))} class="field-error">${escapeHtml(error)}</p>` : "";
  return `<div class="field${field.control === "input" ? "" : " wide"}"><label${attribute("for", id)}>${escapeHtml(label)}</label>${message}${control}</div>`;
}

/**
 * The contact form as the answer to a native post it could not take: the list of problems first (each a
 * link to its field), then the form with everything the visitor sent put back and each refused field
 * marked with its own message, posting where it posted. The visitor fixes it here; nothing is lost.
 */
export function contactFormPageHtml(copy: FormPageCopy, action: string, values: FieldValues, errors: FieldErrors): string {
  const { form } = copy;
  const problems = errorList(errors)
    .map(({ name, message }) => `<li><a href="#${fieldId(name)}">${escapeHtml(message)}</a></li>`)
    .join("");
  const fields = contactFields.map((field) => fieldHtml(form, field, values[field.name] ?? "", errors[field.name])).join("\n");
  const [beforePrivacy, ...afterPrivacy] = form.privacyNote.split("{privacy}");
  const privacy = `${escapeHtml(beforePrivacy ?? "")}<a href="${escapeHtml(form.privacyPath)}">${escapeHtml(form.privacyLinkLabel)}</a>${afterPrivacy.map(escapeHtml).join(escapeHtml(form.privacyLinkLabel))}`;
  return `<div class="error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-heading">
<h2 id="error-summary-heading">${escapeHtml(copy.refusalHeading)}</h2>
<p>${escapeHtml(copy.invalidText)}</p>
<ul>${problems}</ul>
</div>
<form${attribute("action", action)} method="post" class="card">
<h2>${escapeHtml(form.heading)}</h2>
<input type="hidden" name="form-name"${attribute("value", contactFormName)}>
<p hidden><label>${escapeHtml(form.honeypotLabel)} <input${attribute("name", contactHoneypotField)} tabindex="-1" autocomplete="off"></label></p>
<div class="fields">
${fields}
</div>
<p class="note">${escapeHtml(form.requiredNote)}</p>
<div class="actions"><button type="submit">${escapeHtml(form.submitLabel)}</button><p class="note">${privacy}</p></div>
</form>`;
}
