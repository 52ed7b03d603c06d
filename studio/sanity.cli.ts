import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  // The studio is built to static files and served from any host.
  autoUpdates: false,
});
