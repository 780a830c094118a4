import { BlockList, isIP } from 'node:net';

/**
 * Where the server may connect on a tenant's say-so (an institute's SSO issuer): public addresses
 * only. An admin who could point the server at 127.0.0.1, 10.x or 169.254.169.254 would make it probe
 * the machine, its network or the cloud's metadata service for them (SSRF).
 */
export interface AddressPolicy {
  /** This machine (127.0.0.0/8, ::1, localhost) too, over http as well: tests and local providers. */
  allowLoopback: boolean;
}

const REFUSED_IPV4 = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const;
const REFUSED_IPV6 = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const;

const refused = new BlockList();
for (const [network, prefix] of REFUSED_IPV4) {
  refused.addSubnet(network, prefix, 'ipv4');
  // The same IPv4 networks through NAT64 (64:ff9b::10.0.0.1 reaches 10.0.0.1). IPv4-mapped addresses
  // (::ffff:10.0.0.1) BlockList matches against the IPv4 rules itself.
  refused.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
}
for (const [network, prefix] of REFUSED_IPV6) refused.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const isLoopbackAddress = (address: string) => loopback.check(address, familyOf(address));
const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Whether the server may connect to this IP address (a literal, or what a name resolved to). */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  if (!isIP(address)) return false;
  if (policy.allowLoopback && isLoopbackAddress(address)) return true;
  return !refused.check(address, familyOf(address));
}

export const OUTBOUND_URL_MESSAGES = {
  https: 'must be an https:// address',
  address: 'must be a public address, not a private, loopback, link-local or reserved one',
  credentials: 'must not contain a user name or password',
} as const;

/**
 * Why the server may not fetch this URL (an OUTBOUND_URL_MESSAGES text), or undefined when it may:
 * https only (plain http only to this machine, when the policy allows it), and a host that is no
 * refused address. A host name is checked again once resolved, at each connection (guarded-fetch.ts).
 */
export function outboundUrlProblem(url: URL, policy: AddressPolicy): string | undefined {
  if (url.username || url.password) return OUTBOUND_URL_MESSAGES.credentials;
  // The URL parser has made every IPv4 spelling (2130706433, 0x7f.1) dotted and put IPv6 in brackets.
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  const isLoopback = isLoopbackName(host) || (isIP(host) !== 0 && isLoopbackAddress(host));
  const isPlainHttpAllowed = url.protocol === 'http:' && policy.allowLoopback && isLoopback;
  if (url.protocol !== 'https:' && !isPlainHttpAllowed) return OUTBOUND_URL_MESSAGES.https;
  if (isLoopbackName(host)) return policy.allowLoopback ? undefined : OUTBOUND_URL_MESSAGES.address;
  if (isIP(host) && !isAllowedAddress(host, policy)) return OUTBOUND_URL_MESSAGES.address;
  return undefined;
}
