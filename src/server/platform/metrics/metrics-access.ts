import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Who may read /metrics without the token when METRICS_ALLOW is not set: this machine only. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.1/32', '::1/128'];
/** METRICS_ALLOW=none: no address is enough; only the token opens /metrics. */
export const NO_ADDRESSES = 'none';

/**
 * Reads a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, ::1`); answers the
 * entries, or the first one that is not an address or range.
 */
export function parseAddressList(value: string): { entries: string[] } | { invalid: string } {
  if (value.trim().toLowerCase() === NO_ADDRESSES) return { entries: [] };
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || extra !== undefined || !prefixOk) return { invalid: entry };
  }
  return { entries };
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` equal to `expected`, compared in constant time. */
function bearerMatches(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(expected));
}

export interface MetricsAccessRules {
  /** Addresses and ranges (METRICS_ALLOW) that may read /metrics. */
  allow: readonly string[];
  /** A bearer token (METRICS_TOKEN) that opens /metrics from anywhere. */
  token?: string;
}

/**
 * Who may read /metrics (decision 024): an allowed address (the request's address, which
 * respects TRUST_PROXY) or the bearer token.
 */
export function metricsAccess(rules: MetricsAccessRules) {
  const allowed = blockListOf(rules.allow);
  return (request: { ip: string; headers: { authorization?: string } }): boolean => {
    if (rules.token !== undefined && bearerMatches(request.headers.authorization, rules.token)) {
      return true;
    }
    // An IPv4 client of a server listening on "::" arrives as ::ffff:a.b.c.d.
    const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(ip);
    return family !== 0 && allowed.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  };
}
