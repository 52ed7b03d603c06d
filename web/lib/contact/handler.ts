import { confirmationPath, contactPath } from "@site/schemas/addresses";
import { contactHoneypotField } from "@site/schemas/contact-fields";
import { type ContactAnswerCopy, contactAnswerHtml } from "@/sections/contact-block/contact-answer";
import { returnPath } from "../answer-page";
import { errorMessage } from "../error-message";
import { createFormPost, formAnswer, type GuardedPost, type Refuse, refuseWith, seeOther } from "../form-post";
import type { ContactConfig } from "../form-settings";
import { captureBackend } from "./backend";
import type { FieldValues } from "./field-errors";
import { createNotifier } from "./notify";
import { sentFragment } from "./paths";
import type { PageRefusal } from "./refusal";
import { contactSubmission, readFormFields, refusalReasons, sentValues } from "./schema";
import { submissionStore } from "./store";

/** Bigger than the largest valid form (every field at its maximum, every character percent-encoded). */
export const maxBodyBytes = 64 * 1024;

type Options = { config: ContactConfig; loadCopy: () => Promise<ContactAnswerCopy>; loadStaffNotice?: () => Promise<string> };

/**
 * The contact form's refusals, drawn as its page (sections/contact-block/contact-answer.tsx): with what was sent, when
 * it was read (`values`), so the form comes back holding it; else the way back to the page it was posted from.
 */
const contactRefuse = ({ config, loadCopy }: Options, values?: FieldValues): Refuse<PageRefusal> =>
  refuseWith(async (refusal, request) =>
    contactAnswerHtml(
      await loadCopy(),
      refusal,
      values && { action: config.postPath, values },
      returnPath(request, contactPath, [config.postPath]),
    ),
  );

/** The answer to a post that was taken: `{ ok: true }`, or the thank-you page for a native post. */
const accepted = (request: Request) => formAnswer(request, 200, { ok: true }, () => seeOther(`${confirmationPath}#${sentFragment}`));

/**
 * The self-hosted capture of the contact form (`POST /`, rewritten here by next.config.ts): past the form-post guard,
 * the fields are validated (400), and the row committed before any thank-you (503 if it cannot be).
 */
export function createContactHandler(options: Options) {
  const { config, loadStaffNotice } = options;
  const backend = captureBackend(config, "contact", submissionStore);
  const { store } = backend;
  const notifier = config.smtp ? createNotifier(store, config.smtp, loadStaffNotice) : undefined;
  const guard = createFormPost({ name: "contact", config, backend, maxBodyBytes, refuse: contactRefuse(options) });

  async function serve(request: Request, { fields: body }: GuardedPost): Promise<Response> {
    const fields = readFormFields(body);
    const parsed = contactSubmission.safeParse(fields);
    if (!parsed.success) {
      const reasons = refusalReasons(parsed.error);
      const refused = { kind: "invalid" as const, fields: reasons.map((reason) => reason.field) };
      return contactRefuse(options, sentValues(fields))(request, 400, refused, { details: { reasons } });
    }
    const { [contactHoneypotField]: honeypot, "form-name": _formName, ...submission } = parsed.data;
    // A robot filled the hidden field: answered as if accepted and kept nowhere, but counted all the same.
    if (honeypot !== "") return accepted(request);
    try {
      await store.insert(submission);
    } catch (error) {
      console.error(`contact: could not store a submission in ${store.location}: ${errorMessage(error)}`);
      return contactRefuse(options, sentValues(fields))(request, 503, { kind: "failed" });
    }
    void notifier?.flush();
    return accepted(request);
  }

  return {
    /** `socketAddress`: the peer of the connection, as the server saw it (see server.mjs). */
    POST: (request: Request, socketAddress?: string) => guard.take(request, socketAddress, (post) => serve(request, post)),
    store,
    limits: backend.limits,
    notifier,
    async close() {
      notifier?.close();
      await backend.close();
    },
  };
}
