import { singletonTypes } from "@site/schemas";
import { fixedPageIds } from "@site/schemas/page-path";

/** Document types whose documents are fixed (the singletons): editors change them, never add or remove one. */
export const fixedTypes = new Set<string>(singletonTypes);

const fixedIds = new Set<string>([...singletonTypes, ...fixedPageIds]);

/** The document actions an editor keeps on a fixed document: no duplicate, delete or unpublish. */
const keptActions = new Set(["publish", "discardChanges", "restore"]);

/**
 * A fixed document (a singleton, or a page the site cannot do without: home, contact, the legal pages)
 * is never duplicated, deleted or unpublished away. Other pages are the editors' to add and remove.
 */
export function withoutRemovalActions<Action extends { action?: string | undefined }>(actions: Action[], documentId: string): Action[] {
  return fixedIds.has(documentId.replace(/^drafts\./, ""))
    ? actions.filter(({ action }) => action !== undefined && keptActions.has(action))
    : actions;
}
