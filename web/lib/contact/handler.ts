import { contactPath } from "@site/schemas/addresses";
import { contactHoneypotField } from "@site/schemas/contact-fields";
import { type ContactAnswerCopy, contactAnswerHtml } from "@/sections/contact-block/contact-answer";
import { returnPath } from "../answer-page";
import type { ContactConfig } from "../env";
import { errorMessage } from "../error-message";
import { createFormPost, formAnswer, type GuardedPost, type Refuse, refuseWith, seeOther } from "../form-post";
import { captureBackend } from "./backend";
import type { FieldValues } from "./field-errors";
import { createNotifier, type Notifier } from "./notify";
import { confirmationPath, sentFragment } from "./paths";
import type { PageRefusal } from "./refusal";
import { contactSubmission, readFormFields, refusalReasons, sentValues } from "./schema";
import { submissionStore } from "./store";

/** Bigger than the largest valid form (every field at its maximum, every character percent-encoded). */
export const maxBodyBytes = 64 * 1024;

type Options = { config: ContactConfig; loadCopy: () => Promise<ContactAnswerCopy>; loadStaffNotice?: () => Promise<string> };

/**
 * The contact form's answer to each refusal, drawn as its page (sections/contact-block/contact-answer.tsx): with what
 * was sent, when it was read, so the form comes back holding it; else the way back to the page it was posted from.
 */
function contactRefuse(config: ContactConfig, loadCopy: () => Promise<ContactAnswerCopy>) {
  const page = (values?: FieldValues) => async (refusal: PageRefusal, request: Request) =>
    contactAnswerHtml(
      await loadCopy(),
      refusal,
      values && { action: config.postPath, values },
      returnPath(request, contactPath, [config.postPath]),
    );
  const refuse: Refuse<PageRefusal> = refuseWith(page());
  /** A refused field, or a message that could not be stored: the form again, holding everything that was sent. */
  const refuseSent = (request: Request, status: number, refusal: PageRefusal, values: FieldValues, details?: object) =>
    refuseWith(page(values))(request, status, refusal, { details });
  return { refuse, refuseSent };
}

/** The answer to a post that was taken: `{ ok: true }`, or the thank-you page for a native post. */
const accepted = (request: Request) => formAnswer(request, 200, { ok: true }, () => seeOther(`${confirmationPath}#${sentFragment}`));

/**
 * The self-hosted capture of the contact form: `POST /` with a urlencoded body (rewritten here by
 * next.config.ts). The form-post guard (../form-post.ts) refuses first (cross-site, content type, rate limit,
 * body size and time); then the fields are validated (400), and the row committed (503 if it cannot be).
 * Fetch clients (Accept: application/json) get JSON; a native form post gets a page.
 */
export function createContactHandler({ config, loadCopy, loadStaffNotice }: Options) {
  const { store, perClient, global } = captureBackend(config, "contact", submissionStore);
  const notifier: Notifier | undefined = config.smtp ? createNotifier(store, config.smtp, loadStaffNotice) : undefined;
  const { refuse, refuseSent } = contactRefuse(config, loadCopy);
  const guard = createFormPost({ name: "contact", config, limits: { perClient, global }, location: store.location, maxBodyBytes, refuse });

  async function serve(request: Request, { fields: body }: GuardedPost): Promise<Response> {
    const fields = readFormFields(body);
    const parsed = contactSubmission.safeParse(fields);
    if (!parsed.success) {
      const reasons = refusalReasons(parsed.error);
      const refused = { kind: "invalid" as const, fields: reasons.map((reason) => reason.field) };
      return refuseSent(request, 400, refused, sentValues(fields), { reasons });
    }
    const { [contactHoneypotField]: honeypot, "form-name": _formName, ...submission } = parsed.data;
    // A robot filled the hidden field: answered as if accepted and kept nowhere, but counted all the same.
    if (honeypot !== "") return accepted(request);
    try {
      await store.insert(submission);
    } catch (error) {
      console.error(`contact: could not store a submission in ${store.location}: ${errorMessage(error)}`);
      return refuseSent(request, 503, { kind: "failed" }, sentValues(fields));
    }
    void notifier?.flush();
    return accepted(request);
  }

  return {
    /** `socketAddress`: the peer of the connection, as the server saw it (see server.mjs). */
    POST: (request: Request, socketAddress?: string) => guard.take(request, socketAddress, (post) => serve(request, post)),
    store,
    limits: { perClient, global },
    notifier,
    async close() {
      notifier?.close();
      await store.close();
    },
  };
}
