import { schemaTypes, singletonTypes } from "@site/schemas";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { dataset, previewUrl, projectId } from "./env";
import { locations } from "./presentation";
import { structure } from "./structure";

const singletons = new Set<string>(singletonTypes);

export default defineConfig({
  name: "default",
  title: "Healthcare consulting site",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // Live preview of drafts on the site itself; the site checks the preview secret before draft mode.
    presentationTool({
      title: "Preview",
      previewUrl: {
        initial: previewUrl,
        previewMode: { enable: "/api/draft-mode/enable", disable: "/api/draft-mode/disable" },
      },
      resolve: { locations },
    }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    // A singleton cannot be duplicated, deleted or unpublished away.
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(({ action }) => action && ["publish", "discardChanges", "restore"].includes(action))
        : actions,
  },
});
