// Where a merchant may link a picture from (media get-or-create): an https URL on a public host,
// or this storefront's own origin. Never javascript:, data:, file: or plain http, and never a
// host of the internal network (loopback, private and link-local addresses, single-label and
// .local / .internal / .localhost names), which the server or a browser would reach for the
// attacker.

const PRIVATE_V4: Array<[number, number]> = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 (carrier-grade NAT)
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16 (link-local, cloud metadata)
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
];

function internalIpv4(host: string): boolean {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256)) return false;
  const value = parts.reduce((acc, p) => acc * 256 + Number(p), 0);
  return (
    value >= 0xe0000000 || PRIVATE_V4.some(([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)))
  );
}

function internalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) {
    // IPv6 literals: any is refused but a global unicast address (2000::/3) that maps no IPv4.
    const v6 = host.slice(1, -1);
    return !/^[23][0-9a-f]{0,3}:/.test(v6) || v6.includes('.');
  }
  if (/^[\d.]+$/.test(host)) return internalIpv4(host) || host.split('.').length !== 4;
  if (!host.includes('.')) return true;
  return /\.(local|localhost|internal|intranet|lan|home|corp)$/.test(host) || host === 'localhost';
}

/** Whether a picture may be linked from `url` (ownOrigin: the storefront's origin). */
export function linkablePictureUrl(url: string, ownOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin === ownOrigin) return true;
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return !internalHost(parsed.hostname);
}
