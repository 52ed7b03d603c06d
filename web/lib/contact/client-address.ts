import { isIPv4, isIPv6 } from "node:net";

export type ClientAddressConfig = {
  /** How many proxies in front of the server append to X-Forwarded-For (or set X-Real-IP): 0 = none. */
  trustedProxyHops: number;
  /** The header those proxies set: X-Forwarded-For (appended to) or X-Real-IP (replaced). */
  header: "x-forwarded-for" | "x-real-ip";
};

/** The first four groups of an IPv6 address: one visitor usually holds a whole /64. */
function ipv6Prefix(address: string): string | undefined {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (right.some((group) => group.includes(".")) || left.some((group) => group.includes("."))) return undefined;
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  if (groups.length !== 8) return undefined;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * A rate-limit key from an address as written by a socket or a proxy: an IPv4 address, or the /64 of
 * an IPv6 one (an IPv4-mapped IPv6 address is its IPv4 address). Anything else is not an address and
 * gives undefined, so a forged header cannot mint keys of its own choosing.
 */
export function addressKey(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim();
  if (value.startsWith("[") && value.includes("]")) value = value.slice(1, value.indexOf("]"));
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "");
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  return ipv6Prefix(value.toLowerCase());
}

/**
 * The visitor's address: the socket's peer with no trusted proxy; with N, the entry N places from the right of
 * [X-Forwarded-For..., socket] (what the outermost trusted proxy saw, so entries a client writes itself change
 * nothing), or X-Real-IP, which the proxy replaces. Undefined when it cannot be known.
 */
export function clientAddress(headers: Headers, socketAddress: string | undefined, config: ClientAddressConfig): string | undefined {
  if (config.trustedProxyHops === 0) return addressKey(socketAddress);
  if (config.header === "x-real-ip") return addressKey(headers.get("x-real-ip"));
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Where the socket's peer is not known (a host's own server), it is the nearest proxy all the same.
  const chain = [...forwarded, socketAddress ?? "nearest proxy"];
  const index = chain.length - 1 - config.trustedProxyHops;
  return addressKey(chain[Math.max(0, index)]);
}
