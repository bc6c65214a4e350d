import { BlockList, isIP } from 'node:net';

/**
 * Whether an address is on the public internet: what a server may connect to on behalf of a customer
 * (the SEO audit's fetches, the built-in CA's HTTP validation) without probing its own network.
 */

/** Not public unicast: private, loopback, link-local, CGNAT, multicast, documentation, reserved… */
// Two lists: a BlockList also matches IPv4 addresses against IPv4-compatible IPv6 rules.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(net, prefix, 'ipv6');
}
const globalUnicast6 = new BlockList();
globalUnicast6.addSubnet('2000::', 3, 'ipv6');

/** True only for a public unicast IP address (IPv6 must be global unicast 2000::/3). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked4.check(address, 'ipv4');
  if (family === 6) {
    const lower = address.toLowerCase();
    // Dotted IPv4-mapped forms ("::ffff:127.0.0.1") are refused outright.
    if (lower.includes('.')) return false;
    return globalUnicast6.check(lower, 'ipv6') && !blocked6.check(lower, 'ipv6');
  }
  return false;
}
