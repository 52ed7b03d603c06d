// Next's bundled copy of the compression middleware (https://github.com/expressjs/compression), which
// server.mjs runs around Next's handler: Next ships it without types.
declare module "next/dist/compiled/compression/index.js" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type CompressionOptions = {
    threshold?: number | string;
    level?: number;
    filter?: (request: IncomingMessage, response: ServerResponse) => boolean;
  };

  export default function compression(
    options?: CompressionOptions,
  ): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
