import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZModifyNsRequest, ZSetHostsRequest, ZSetSpfHostsRequest, ZSetSrvHostsRequest } from '../contracts/dns';
import {
  type THostRecordInput,
  caaProblem,
  isHostname,
  isIPv4,
  isIPv6,
  isRelativeHost,
  nameserversProblem,
  spfLookupCount,
  spfProblem,
  txtProblem,
  ttlMismatches,
  txtStrings,
  validateHostRecords,
  validateSpfRecords,
  validateSrvRecords,
} from './dns';

const row = (type: THostRecordInput['type'], host: string, value: string, extra: Partial<THostRecordInput> = {}) => ({
  type,
  host,
  value,
  ttl: 1800,
  priority: type === 'MX' ? 10 : null,
  ...extra,
});
const messages = (records: THostRecordInput[]) => validateHostRecords(records).map((issue) => issue.message);

/** The WHATWG URL parser as an independent IPv6 oracle (it refuses what RFC 4291 refuses). */
const urlAcceptsIPv6 = (text: string) => {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return false;
  try {
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
};

describe('dns rules: addresses', () => {
  it('accepts dotted quads and refuses everything else as IPv4', () => {
    expect(isIPv4('192.0.2.1')).toBe(true);
    expect(isIPv4('0.0.0.0')).toBe(true);
    for (const bad of ['300.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.a', ' 1.2.3.4', '']) {
      expect(isIPv4(bad)).toBe(false);
    }
  });

  it('accepts any IPv4 built from four octets', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(isIPv4(ip)).toBe(true);
        expect(isIPv6(ip)).toBe(false);
      }),
    );
  });

  it('agrees with the URL parser on IPv6 text forms, compressed and with a trailing IPv4', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(isIPv6(ip)).toBe(urlAcceptsIPv6(ip));
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF:.'.split('')), maxLength: 45 }), (s) => {
        expect(isIPv6(s)).toBe(urlAcceptsIPv6(s));
      }),
    );
    expect(isIPv6('2001:db8::1')).toBe(true);
    expect(isIPv6('::')).toBe(true);
    expect(isIPv6('::ffff:192.0.2.1')).toBe(true);
    expect(isIPv6('2001:db8:::1')).toBe(false);
    expect(isIPv6('1:2:3:4:5:6:7:8:9')).toBe(false);
  });

  it('knows a hostname from a relative host', () => {
    expect(isHostname('mail.example.com')).toBe(true);
    expect(isHostname('mail.example.com.')).toBe(true);
    expect(isHostname('_acme.example.com')).toBe(true);
    for (const bad of ['localhost', 'a..b.com', '-a.com', 'a-.com', '1.2.3.4', 'a b.com', `${'a'.repeat(64)}.com`]) {
      expect(isHostname(bad)).toBe(false);
    }
    for (const good of ['@', 'www', '_dmarc', 'a.b', '*', '*.dev', 's1']) expect(isRelativeHost(good)).toBe(true);
    for (const bad of ['', 'www.', 'a..b', 'w w', 'a.*', '-x']) expect(isRelativeHost(bad)).toBe(false);
  });
});

describe('dns rules: host records', () => {
  it('names the row and the problem', () => {
    expect(messages([row('A', '@', '192.0.2.1'), row('A', 'www', '300.1.1.1')])).toEqual([
      'Record 2 (A www): 300.1.1.1 is not an IPv4 address.',
    ]);
    expect(messages([row('AAAA', '@', '192.0.2.1')])).toEqual(['Record 1 (AAAA @): 192.0.2.1 is not an IPv6 address.']);
  });

  it('accepts a typical record set', () => {
    expect(
      messages([
        row('A', '@', '192.0.2.1'),
        row('AAAA', '@', '2001:db8::1'),
        row('CNAME', 'www', 'acme.example.net'),
        row('MX', '@', 'mx1.example.com', { priority: 0 }),
        row('TXT', '@', 'google-site-verification=abc'),
        row('TXT', '_dmarc', 'v=DMARC1; p=none'),
        row('CAA', '@', '0 issue "letsencrypt.org"'),
        row('CAA', '@', '0 iodef "mailto:security@acme.com"'),
        row('URL301', 'shop', 'https://acme.example.net/shop'),
      ]),
    ).toEqual([]);
  });

  it('refuses a CNAME at the apex and beside other records on its host', () => {
    expect(messages([row('CNAME', '@', 'x.example.com')])).toEqual([
      'Record 1 (CNAME @): A CNAME cannot be at the apex (@); use an A record or a URL redirect.',
    ]);
    expect(messages([row('A', 'www', '192.0.2.1'), row('CNAME', 'www', 'x.example.com')])).toEqual([
      'Record 2 (CNAME www): www also has other records (A); a CNAME must be the only record on its host.',
    ]);
    const issues = validateHostRecords([row('CNAME', 'sip', 'x.example.com')], [{ host: 'sip', type: 'TXT' }]);
    expect(issues[0]?.message).toMatch(/sip also has other records \(TXT\)/);
  });

  it('checks MX priority and target, TTL bounds, hosts and URLs', () => {
    expect(messages([row('MX', '@', 'mx.example.com', { priority: 70000 })])).toEqual([
      'Record 1 (MX @): Priority must be a whole number from 0 to 65535.',
    ]);
    expect(messages([row('MX', '@', '192.0.2.1')])[0]).toMatch(/is not a hostname for the mail server/);
    expect(messages([row('A', '@', '192.0.2.1', { ttl: 59 })])[0]).toMatch(/TTL must be .* from 60 to 86400/);
    expect(messages([row('A', '@', '192.0.2.1', { ttl: 86401 })])).toHaveLength(1);
    expect(messages([row('A', 'bad host', '192.0.2.1')])[0]).toMatch(/"bad host" is not a valid host/);
    expect(messages([row('URL', 'go', 'ftp://x.com')])[0]).toMatch(/is not an http\(s\) URL/);
    expect(messages([row('URL', 'go', 'https://a.com'), row('FRAME', 'go', 'https://b.com')])[0]).toMatch(
      /already has a URL redirect/,
    );
  });

  it('keeps SPF out of host records', () => {
    expect(messages([row('TXT', '@', 'v=spf1 -all')])[0]).toMatch(/SPF records \(v=spf1\) are set in the SPF section/);
  });

  it('gives one host and type one TTL, also across the SPF and SRV sections (RFC 2181 §5.2)', () => {
    const mixed = validateHostRecords([row('A', 'www', '192.0.2.1'), row('A', 'WWW', '192.0.2.2', { ttl: 300 })]);
    expect(mixed).toEqual([
      expect.objectContaining({
        index: 1,
        field: 'ttl',
        message: expect.stringMatching(/TTL 300 differs from the TTL 1800 of the other A records on WWW/),
      }),
    ]);
    // Different types, or a URL redirect beside an A record, are different sets.
    expect(messages([row('A', 'go', '192.0.2.1'), row('URL301', 'go', 'https://example.com/', { ttl: 60 })])).toEqual(
      [],
    );
    expect(messages([row('A', 'www', '192.0.2.1'), row('AAAA', 'www', '2001:db8::1', { ttl: 60 })])).toEqual([]);
    const spf = [{ host: '@', type: 'TXT', ttl: 3600 }];
    expect(validateHostRecords([row('TXT', '@', 'hello')], spf)[0]?.message).toMatch(/differs from the TTL 3600/);
    expect(ttlMismatches([...spf, { host: '@', type: 'TXT', ttl: 60 }])).toEqual([
      expect.stringMatching(/The TXT records on @ have different TTLs \(3600, 60\)/),
    ]);
    const srv = {
      service: '_sip',
      protocol: '_tcp' as const,
      priority: 1,
      weight: 1,
      port: 5060,
      target: 'sip.example.com',
    };
    expect(
      validateSrvRecords([
        { ...srv, ttl: 1800 },
        { ...srv, port: 5061, ttl: 60 },
      ])[0]?.message,
    ).toMatch(/TTL 60 differs from the TTL 1800 of the other SRV records on _sip\._tcp/);
  });

  it('checks CAA shape, tag and value', () => {
    expect(caaProblem('0 issue "letsencrypt.org"')).toBeNull();
    expect(caaProblem('0 issuewild ";"')).toBeNull();
    expect(caaProblem('128 issue "digicert.com; cansignhttpexchanges=yes"')).toBeNull();
    expect(caaProblem('0 issue letsencrypt.org')).toMatch(/must look like/);
    expect(caaProblem('0 foo "x"')).toMatch(/tag foo is not one of/);
    expect(caaProblem('300 issue "a.com"')).toMatch(/flags/);
    expect(caaProblem('0 iodef "nope"')).toMatch(/iodef/);
  });
});

describe('dns rules: TXT strings', () => {
  it('splits long plain text into 255-byte strings and keeps quoted strings', () => {
    const long = 'k'.repeat(600);
    expect(txtStrings(long).map((s) => s.length)).toEqual([255, 255, 90]);
    expect(txtProblem(long)).toBeNull();
    expect(txtStrings('"abc" "d\\"e"')).toEqual(['abc', 'd"e']);
    expect(txtProblem(`"${'x'.repeat(300)}"`)).toMatch(/string 1 has 300/);
    expect(txtProblem('"open')).toMatch(/not closed/);
  });

  it('never splits inside a character and loses nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 700 }), (text) => {
        const parts = txtStrings(text);
        expect(parts.join('')).toBe(text);
        for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(255);
      }),
    );
  });
});

describe('dns rules: SPF', () => {
  it('accepts the mechanisms, qualifiers and modifiers of RFC 7208', () => {
    for (const good of [
      'v=spf1 -all',
      'v=spf1 include:_spf.google.com ~all',
      'v=spf1 a mx ip4:192.0.2.0/24 ip6:2001:db8::/32 ?all',
      'v=spf1 a:mail.acme.com/24 mx//64 +exists:%{i}._spf.acme.com -all',
      'v=spf1 redirect=_spf.acme.com',
      'v=spf1 mx exp=explain.acme.com -all',
    ]) {
      expect(spfProblem(good), good).toBeNull();
    }
  });

  it('names what is wrong', () => {
    expect(spfProblem('spf1 -all')).toMatch(/must start with v=spf1/);
    expect(spfProblem('v=spf1 inclde:x.com -all')).toMatch(/inclde:x.com is not an SPF mechanism/);
    expect(spfProblem('v=spf1 ip4:300.0.0.1 -all')).toMatch(/ip4: needs an IPv4 address/);
    expect(spfProblem('v=spf1 ip4:10.0.0.0/33 -all')).toMatch(/IPv4 prefix/);
    expect(spfProblem('v=spf1 ip6:zz::1 -all')).toMatch(/ip6: needs an IPv6 address/);
    expect(spfProblem('v=spf1 -all mx')).toMatch(/Nothing may follow -all/);
    expect(spfProblem('v=spf1 redirect=a.com redirect=b.com')).toMatch(/only once/);
    expect(spfProblem('v=spf1 ptr -all')).toMatch(/ptr is deprecated/);
    expect(spfProblem('v=spf1 include: -all')).toMatch(/include: needs a domain/);
  });

  it('counts DNS lookups and refuses more than 10', () => {
    const includes = (n: number) =>
      `v=spf1 ${Array.from({ length: n }, (_, i) => `include:s${i}.acme.com`).join(' ')} -all`;
    expect(spfLookupCount('v=spf1 a mx include:x.com ip4:192.0.2.1 exists:y.com redirect=z.com')).toBe(5);
    expect(spfProblem(includes(10))).toBeNull();
    expect(spfProblem(includes(11))).toMatch(/needs 11 DNS lookups.*at most 10/);
  });

  it('allows one SPF record per host', () => {
    const issues = validateSpfRecords([
      { host: '@', value: 'v=spf1 -all', ttl: 1800 },
      { host: '@', value: 'v=spf1 mx -all', ttl: 1800 },
    ]);
    expect(issues.map((i) => i.message)).toEqual([
      'Record 2 (SPF @): @ already has an SPF record (record 1); a host may have only one (RFC 7208 §3.2).',
    ]);
  });
});

describe('dns rules: SRV and nameservers', () => {
  const srv = {
    service: '_sip',
    protocol: '_tcp' as const,
    priority: 10,
    weight: 5,
    port: 5060,
    target: 'sip.acme.com',
    ttl: 1800,
  };
  it('checks each SRV field', () => {
    expect(validateSrvRecords([srv])).toEqual([]);
    expect(validateSrvRecords([{ ...srv, target: '.' }])).toEqual([]);
    const bad = validateSrvRecords([{ ...srv, service: 'sip', port: 70000, target: 'x' }]);
    expect(bad.map((i) => i.field)).toEqual(['service', 'port', 'target']);
    expect(bad[1]?.message).toBe('Record 1 (SRV sip._tcp): Port must be a whole number from 0 to 65535.');
  });

  it('wants none, or 2 to 13 distinct hostnames', () => {
    expect(nameserversProblem([])).toBeNull();
    expect(nameserversProblem(['ns1.host.com', 'ns2.host.com'])).toBeNull();
    expect(nameserversProblem(['ns1.host.com'])).toMatch(/2 to 13/);
    expect(nameserversProblem(Array.from({ length: 14 }, (_, i) => `ns${i}.host.com`))).toMatch(/2 to 13/);
    expect(nameserversProblem(['ns1.host.com', 'nope'])).toMatch(/Nameserver 2: nope is not a hostname/);
    expect(nameserversProblem(['ns1.host.com', 'NS1.host.com.'])).toMatch(/listed twice/);
  });
});

describe('dns contracts use the same rules', () => {
  it('puts each issue at hosts.<row>.<field> with the row named', () => {
    const result = ZSetHostsRequest.safeParse({
      sld: 'acme',
      tld: 'com',
      hosts: [
        { host: '@', type: 'A', value: '192.0.2.1' },
        { host: 'WWW', type: 'A', value: '300.1.1.1' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['hosts', 1, 'value'],
        message: 'Record 2 (A www): 300.1.1.1 is not an IPv4 address.',
      }),
    ]);
  });

  it('fills in the default TTL and lower-cases hosts', () => {
    const parsed = ZSetHostsRequest.parse({
      sld: 'acme',
      tld: 'com',
      hosts: [{ host: 'WWW', type: 'A', value: '192.0.2.1' }],
    });
    expect(parsed.hosts[0]).toMatchObject({ host: 'www', ttl: 1800 });
  });

  it('validates SRV, SPF and nameserver requests', () => {
    expect(
      ZSetSrvHostsRequest.safeParse({
        sld: 'a',
        tld: 'com',
        hosts: [{ service: '_sip', protocol: '_tcp', priority: 1, weight: 1, port: 5060, target: 'sip.a.com' }],
      }).success,
    ).toBe(true);
    expect(
      ZSetSpfHostsRequest.safeParse({ sld: 'a', tld: 'com', hosts: [{ host: '@', value: 'v=spf1 x' }] }).success,
    ).toBe(false);
    expect(
      ZModifyNsRequest.parse({ sld: 'a', tld: 'com', nameservers: ['NS1.Host.com.', 'ns2.host.com'] }).nameservers,
    ).toEqual(['ns1.host.com', 'ns2.host.com']);
  });
});
