import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { requestsTo } from '../../testing/requests';
import { useTestApp } from '../../testing/use-test-app';
import { DEFAULT_METRICS_ALLOW, metricsAccess, parseAddressList } from './metrics-access';

describe('METRICS_ALLOW and METRICS_TOKEN', () => {
  it('allow this machine only, and no token, by default', () => {
    expect(loadConfig({}).metrics).toEqual({ allow: DEFAULT_METRICS_ALLOW, token: undefined });
  });

  it('read addresses and ranges of both families, or none', () => {
    expect(
      loadConfig({ METRICS_ALLOW: ' 10.0.0.0/8, 192.0.2.4 ,fd00::/8,' }).metrics.allow,
    ).toEqual(['10.0.0.0/8', '192.0.2.4', 'fd00::/8']);
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metrics.allow).toEqual([]);
  });

  it('name the variable and the entry that is not an address', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0/8']) {
      expect(parseAddressList(`127.0.0.1,${bad}`)).toEqual({ invalid: bad });
      expect(() => loadConfig({ METRICS_ALLOW: `127.0.0.1,${bad}` })).toThrow(
        new RegExp(
          `^Invalid METRICS_ALLOW=.*"${bad.replace(/[.*/]/g, '\\$&')}" is not an IP address or range`,
        ),
      );
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN.*16 characters/);
  });
});

describe('metricsAccess', () => {
  const mayRead = metricsAccess({
    allow: ['10.2.0.0/16', '::1/128'],
    token: 'a-token-of-sixteen-or-more',
  });
  const from = (ip: string, authorization?: string) => mayRead({ ip, headers: { authorization } });

  it('lets in the listed addresses, IPv4 ones also as IPv6-mapped', () => {
    expect(from('10.2.3.4')).toBe(true);
    expect(from('::ffff:10.2.3.4')).toBe(true);
    expect(from('::1')).toBe(true);
    expect(from('10.3.0.1')).toBe(false);
    expect(from('127.0.0.1')).toBe(false);
    expect(from('not an address')).toBe(false);
  });

  it('lets in the bearer token from anywhere, and nothing like it', () => {
    expect(from('203.0.113.1', 'Bearer a-token-of-sixteen-or-more')).toBe(true);
    expect(from('203.0.113.1', 'bearer a-token-of-sixteen-or-more')).toBe(true);
    expect(from('203.0.113.1', 'Bearer a-token-of-sixteen-or-mor')).toBe(false);
    expect(from('203.0.113.1', 'a-token-of-sixteen-or-more')).toBe(false);
    expect(from('203.0.113.1', 'Basic a-token-of-sixteen-or-more')).toBe(false);
  });

  it('has no token to match when METRICS_TOKEN is not set', () => {
    const addressesOnly = metricsAccess({ allow: [] });
    expect(addressesOnly({ ip: '127.0.0.1', headers: { authorization: 'Bearer undefined' } })).toBe(
      false,
    );
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  const testApp = useTestApp({ trustProxy: true });
  const { get } = requestsTo(testApp);

  it("judges the client's address the proxy forwarded, not the proxy's own", async () => {
    const viaProxy = (client: string) =>
      get('/metrics', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    expect((await viaProxy('203.0.113.50')).statusCode).toBe(403);
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
  });
});
