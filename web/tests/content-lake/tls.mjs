// The stand-in answers HTTP/2 over TLS on the same port as plain HTTP/1.1, for the Studio. A browser opens at
// most six HTTP/1.1 connections to one host, and the Studio holds several listen streams open at once (the
// document, its list, previews, releases): over HTTP/1.1 its seventh request waits forever. Sanity's API
// speaks HTTP/2, where one connection carries them all; so does the stand-in, at https://localhost:<port>
// (the Studio reaches a project at https://<projectId>.localhost:<port>). The certificate is made here, for
// this machine's loopback names only, by mkcert's local authority (scripts/lib/local-ca.mjs; its folder is
// CAROOT, else mkcert's own), which the browsers of this machine trust once `mkcert -install` has added it
// (`pnpm edit:local` does; the browser suite adds it to its own Chromium's store alone). Without mkcert, a
// self-signed one made with OpenSSL, which a person accepts once in the browser (docs/editors.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mkcert } from "../../../scripts/lib/local-ca.mjs";

/**
 * A certificate and its key for localhost, *.localhost, <projectId>.localhost and 127.0.0.1: signed by mkcert's
 * local authority, else self-signed; undefined when neither mkcert nor OpenSSL is installed (the stand-in then speaks
 * plain HTTP only).
 * @param {string} projectId
 * @returns {{ key: Buffer; cert: Buffer } | undefined}
 */
export function loopbackCertificate(projectId) {
  const folder = mkdtempSync(join(tmpdir(), "content-lake-tls-"));
  const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")];
  try {
    const hosts = ["localhost", "*.localhost", `${projectId}.localhost`, "127.0.0.1", "::1"];
    if (mkcert(["-key-file", key, "-cert-file", cert, ...hosts]).ok) return { key: readFileSync(key), cert: readFileSync(cert) };
    const names = hosts.map((host) => (/^[\d.:]+$/.test(host) ? `IP:${host}` : `DNS:${host}`));
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "30",
        "-subj",
        "/CN=localhost",
        "-addext",
        `subjectAltName=${names.join(",")}`,
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "pipe" },
    );
    if (made.error || made.status !== 0) return undefined;
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
