import { schemaTypesWith } from "@site/schemas";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
// Each section's Sanity type lives in its folder beside its query and component; this list imports the types alone.
import { sectionSchemas } from "../web/sections/schemas";
import { apiHost, dataset, previewUrl, projectId } from "./env";
import { fixedTypes, withoutRemovalActions } from "./fixed-types";
import { locations, mainDocuments } from "./presentation";
import { withRedirectOnRename } from "./redirect-on-rename";
import { structure } from "./structure";
import { viewOnSite } from "./view-on-site";

export default defineConfig({
  name: "default",
  title: "Healthcare consulting site",
  projectId,
  dataset,
  // SANITY_STUDIO_API_HOST: the local stand-in instead of Sanity's API (a firm never sets it).
  ...(apiHost ? { apiHost } : {}),
  plugins: [
    structureTool({ structure }),
    // Live preview of drafts on the site itself; the site checks the preview secret before draft mode.
    presentationTool({
      title: "Preview",
      previewUrl: {
        initial: previewUrl,
        previewMode: { enable: "/api/draft-mode/enable", disable: "/api/draft-mode/disable" },
      },
      // An address opens its document (mainDocuments); a document lists where it is shown (locations).
      resolve: { locations, mainDocuments },
    }),
  ],
  schema: {
    types: schemaTypesWith(sectionSchemas),
    // Singletons are opened from the structure, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !fixedTypes.has(schemaType)),
  },
  document: {
    // A fixed document cannot be duplicated, deleted or unpublished away; a publish that changes a
    // document's address keeps the old one working (a redirect document).
    actions: (actions, { documentId }) =>
      (documentId ? withoutRemovalActions(actions, documentId) : actions).map((action) =>
        action.action === "publish" ? withRedirectOnRename(action) : action,
      ),
    // "Open preview" in a document's ⋯ menu: its page on the site.
    productionUrl: viewOnSite,
  },
});
