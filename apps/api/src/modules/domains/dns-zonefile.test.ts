import { describe, expect, it } from 'vitest';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';
import { exportZoneFile, parseZoneFile } from './dns-zonefile.service';

const rec = (
  fields: Partial<TRegistrarRecord> & Pick<TRegistrarRecord, 'host' | 'type' | 'value'>,
): TRegistrarRecord => ({
  ttl: 1800,
  priority: null,
  weight: null,
  port: null,
  ...fields,
});
const errorsOf = (text: string) => {
  const parsed = parseZoneFile(text, 'acme.com');
  return parsed.ok ? [] : parsed.errors;
};

describe('zone files: export then import', () => {
  it('gives back the same records, in the same order', () => {
    const records = [
      rec({ host: '@', type: 'A', value: '192.0.2.1', ttl: 300 }),
      rec({ host: 'www', type: 'CNAME', value: 'acme.example.net' }),
      rec({ host: '@', type: 'MX', value: 'mx.example.net', priority: 5 }),
      rec({ host: '_sip._tcp', type: 'SRV', value: '.', priority: 0, weight: 0, port: 0 }),
      rec({ host: '@', type: 'TXT', value: 'v=spf1 -all' }),
      rec({ host: 'k._domainkey', type: 'TXT', value: 'p='.padEnd(700, 'Q') }),
      rec({ host: 'q', type: 'TXT', value: '"one" "two"' }),
      rec({ host: '@', type: 'CAA', value: '128 iodef "mailto:sec@acme.com"' }),
      rec({ host: 'go', type: 'FRAME', value: 'https://example.net/a b' }),
    ];
    const text = exportZoneFile({ domain: 'acme.com', records, nameservers: ['ns1.host.net'], serial: 1700000000 });
    const parsed = parseZoneFile(text, 'acme.com');
    expect(parsed).toEqual({ ok: false, errors: [expect.stringContaining('is not an http(s) URL')] });
    const fine = records.slice(0, -1);
    const again = parseZoneFile(
      exportZoneFile({ domain: 'acme.com', records: fine, nameservers: ['ns1.host.net'], serial: 1 }),
      'acme.com',
    );
    expect(again).toEqual({ ok: true, records: fine });
  });

  it('writes the SOA timers and serial', () => {
    const text = exportZoneFile({
      domain: 'acme.com',
      records: [],
      nameservers: ['ns1.host.net', 'ns2.host.net'],
      serial: 42,
    });
    expect(text).toContain('@\t3600\tIN\tSOA\tns1.host.net. hostmaster.acme.com. (');
    expect(text).toContain('42 ; serial');
    expect(text).toContain('@\t86400\tIN\tNS\tns2.host.net.');
  });
});

describe('zone files: import refusals', () => {
  it('names the line of each problem', () => {
    expect(errorsOf('www IN A 1.2.3.4\n( oops')).toContain('Line 2: a ( is never closed.');
    expect(errorsOf('@ TXT "open')).toContain('Line 1: a quoted string is not closed.');
    expect(errorsOf('@ 999999 IN A 192.0.2.1')).toEqual(['Line 1: A @: TTL 999999 is outside 60 to 86400 seconds.']);
    expect(errorsOf(' IN A 192.0.2.1')).toEqual([
      'Line 1: the record has no name (the first record must start with one, e.g. @ or www).',
    ]);
    expect(errorsOf('sip IN SRV 1 1 5060 sip.acme.com.')).toContainEqual(
      'Line 1: SRV sip: SRV records must be named _service._protocol (e.g. _sip._tcp).',
    );
    expect(errorsOf('_sip._tcp IN SRV 1 1 99999 sip.acme.com.')[0]).toMatch(/Line 1: SRV priority, weight and port/);
    expect(errorsOf('@ IN TXT "v=spf1 bogus -all"')[0]).toMatch(/^Line 1: SPF @: bogus is not an SPF mechanism/);
    expect(errorsOf('$ORIGIN example.org.')[0]).toBe('Line 1: $ORIGIN example.org. is outside acme.com.');
    expect(errorsOf('www IN CH A 192.0.2.1')[0]).toBe('Line 1: class CH is not supported (only IN).');
    expect(errorsOf('www IN A 192.0.2.1\nwww IN CNAME x.example.net.')).toEqual([
      'Zone: www has a CNAME and other records (A); a CNAME must be the only record on its host.',
    ]);
  });

  it('shows at most ten problems', () => {
    const text = Array.from({ length: 15 }, (_, i) => `h${i} IN A 999.0.0.${i}`).join('\n');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(11);
    expect(errors[10]).toBe('…and 5 more.');
  });
});
