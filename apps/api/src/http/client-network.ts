import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network a client controls, as the key for per-client limits: an IPv4 address as is, an IPv6
 * address cut to its /64 (one subscriber gets a whole /64, so counting single addresses would give
 * them 2^64 budgets). An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Whom the server believes about X-Forwarded-For: nobody, this many proxy hops, or these ranges. */
export type TrustProxy = false | number | readonly string[];

/**
 * Reads TRUST_PROXY (the number of proxies in front of the server, usually 1) and TRUST_PROXY_CIDRS
 * (the balancers' address ranges, comma or space separated). Never "trust whatever the header says":
 * the client writes the left of X-Forwarded-For, so only entries added by trusted hops count.
 */
export function trustProxyFromEnv(env: Record<string, string | undefined>): TrustProxy {
  const hops = env.TRUST_PROXY?.trim();
  const cidrs = (env.TRUST_PROXY_CIDRS ?? '').split(/[\s,]+/u).filter(Boolean);
  if (hops && cidrs.length > 0) throw new Error('set TRUST_PROXY or TRUST_PROXY_CIDRS, not both');
  if (cidrs.length > 0) {
    const ranges = new BlockList();
    for (const cidr of cidrs) {
      const [address = '', prefix] = cidr.split('/');
      const family = isIPv6(address) ? 'ipv6' : 'ipv4';
      if (!isIP(address)) throw new Error(`TRUST_PROXY_CIDRS: ${cidr} is not an address or range`);
      // Throws on a prefix out of range for the family.
      ranges.addSubnet(
        address,
        prefix === undefined ? (family === 'ipv6' ? 128 : 32) : Number(prefix),
        family,
      );
    }
    return cidrs;
  }
  if (!hops || hops === '0') return false;
  if (!/^[1-9]\d?$/u.test(hops))
    throw new Error(`TRUST_PROXY must be the number of proxy hops in front of the server (got "${hops}")`);
  return Number(hops);
}

/** The setting in the shape Fastify's typings take: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust === false ? false : [...trust];
}
