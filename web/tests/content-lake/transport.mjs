// The stand-in's socket: one port for plain HTTP/1.1 and for TLS (HTTP/2, and HTTP/1.1 for clients that do not
// speak HTTP/2: tls.mjs), told apart by a connection's first byte.
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { createServer as createNetServer } from "node:net";
import { loopbackCertificate } from "./tls.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { AddressInfo, Socket } from "node:net" */

/**
 * Listens on `port` (0: a free one); every request, over either protocol, goes to `onRequest` (HTTP/2's
 * compatibility API gives the same request and response).
 * @param {{ port: number; host: string; projectId: string; onRequest: (request: IncomingMessage, response: ServerResponse) => void }} options
 */
export async function listen({ port, host, projectId, onRequest }) {
  const plain = createServer(onRequest);
  const certificate = loopbackCertificate(projectId);
  const secure = certificate ? createSecureServer({ ...certificate, allowHTTP1: true }, /** @type {any} */ (onRequest)) : undefined;
  /** @type {Set<Socket>} */
  const sockets = new Set();
  // A connection whose first byte opens a TLS handshake (22) goes to the secure server.
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 22 && secure ? secure : plain).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => done(undefined));
  });
  return {
    port: /** @type {AddressInfo} */ (server.address()).port,
    secure: Boolean(secure),
    /** Stops listening, and cuts the connections still open (held-open listen streams among them). */
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        })
      ),
  };
}
