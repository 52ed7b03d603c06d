import { singletonTypes } from "@site/schemas";

/**
 * Document types whose documents are fixed: editors change them but never create, duplicate, delete or
 * unpublish one (the site has a page for each). The singletons, and the legal pages (privacy policy and
 * terms of service, two documents of one type).
 */
export const fixedTypes = new Set<string>([...singletonTypes, "legalPage"]);

/** The document actions an editor keeps on a fixed document: no duplicate, delete or unpublish. */
const keptActions = new Set(["publish", "discardChanges", "restore"]);

export function withoutRemovalActions<Action extends { action?: string | undefined }>(actions: Action[], schemaType: string): Action[] {
  return fixedTypes.has(schemaType) ? actions.filter(({ action }) => action !== undefined && keptActions.has(action)) : actions;
}
