// The stand-in answers HTTP/2 over TLS on the same port as plain HTTP/1.1, for the Studio. A browser opens at
// most six HTTP/1.1 connections to one host, and the Studio holds several listen streams open at once (the
// document, its list, previews, releases): over HTTP/1.1 its seventh request waits forever. Sanity's API
// speaks HTTP/2, where one connection carries them all; so does the stand-in, at https://localhost:<port>
// (the Studio reaches a project at https://<projectId>.localhost:<port>). The certificate is made here, for
// this machine's loopback names only, with OpenSSL; browsers do not trust it (the suite's Chromium is told
// to ignore certificate errors; a person accepts it once, docs/editors.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A self-signed certificate and its key for localhost, *.localhost, <projectId>.localhost and 127.0.0.1;
 * undefined when OpenSSL is not installed (the stand-in then speaks plain HTTP only).
 * @param {string} projectId
 * @returns {{ key: Buffer; cert: Buffer } | undefined}
 */
export function loopbackCertificate(projectId) {
  const folder = mkdtempSync(join(tmpdir(), "content-lake-tls-"));
  try {
    const names = ["DNS:localhost", "DNS:*.localhost", `DNS:${projectId}.localhost`, "IP:127.0.0.1", "IP:::1"];
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
        join(folder, "key.pem"),
        "-out",
        join(folder, "cert.pem"),
      ],
      { stdio: "pipe" },
    );
    if (made.error || made.status !== 0) return undefined;
    return { key: readFileSync(join(folder, "key.pem")), cert: readFileSync(join(folder, "cert.pem")) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
