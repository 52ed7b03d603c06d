import { z } from "zod";

/**
 * The only reader of process.env in the web app: parsed once, typed, and failing with a clear message.
 * With no Sanity project configured the site is built from the bundled dataset.
 */
const schema = z
  .object({
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, "a Sanity project id is lower-case letters, digits and dashes")
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/, "a Sanity dataset name is lower-case letters, digits, _ and -")
      .optional(),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .default("2025-02-19"),
    SANITY_API_READ_TOKEN: z.string().min(1).optional(),
    CONTENT_DATASET_FILE: z.string().min(1).optional(),
    // Shared with the Sanity webhook that revalidates pages on publish (see app/api/revalidate).
    SANITY_REVALIDATE_SECRET: z.string().min(1).optional(),
    // Where the Studio runs: visual-editing overlays link each text to its field there.
    SANITY_STUDIO_URL: z.url().default("http://localhost:3333"),
  })
  .refine((env) => Boolean(env.SANITY_PROJECT_ID) === Boolean(env.SANITY_DATASET), {
    message: "set both SANITY_PROJECT_ID and SANITY_DATASET to use a Sanity project, or neither for the bundled dataset",
  });

function readEnv() {
  // Empty strings (e.g. an untouched `.env` copied from `.env.example`) mean "not set".
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${reasons.join("\n  ")}`);
  }
  return parsed.data;
}

export const env = readEnv();

export type ContentSourceConfig =
  | { kind: "local"; datasetFile: string | undefined }
  | { kind: "sanity"; projectId: string; dataset: string; apiVersion: string; token: string | undefined };

export const contentSource: ContentSourceConfig =
  env.SANITY_PROJECT_ID && env.SANITY_DATASET
    ? {
        kind: "sanity",
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_API_READ_TOKEN,
      }
    : { kind: "local", datasetFile: env.CONTENT_DATASET_FILE };

/**
 * Preview of drafts (draft mode, visual editing): only with a real Sanity project and a read token,
 * which can read drafts and the Studio's preview-URL secrets.
 */
export type PreviewConfig = Extract<ContentSourceConfig, { kind: "sanity" }> & { token: string; studioUrl: string };

export const previewConfig: PreviewConfig | undefined =
  contentSource.kind === "sanity" && contentSource.token
    ? { ...contentSource, token: contentSource.token, studioUrl: env.SANITY_STUDIO_URL }
    : undefined;

/** The secret the revalidation webhook is signed with; without it the webhook is refused. */
export const revalidateSecret: string | undefined = env.SANITY_REVALIDATE_SECRET;
