import { describe, expect, it } from 'vitest';
import { isPublicAddress, v6Bytes } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
  ])('refuses the IPv4 address %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.1', '172.15.255.255', '172.32.0.1', '192.169.0.1', '151.101.1.1'])(
    'allows the public IPv4 address %s',
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );

  it.each([
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    'ff05::1:3',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:192.168.0.1',
    '::ffff:0.0.0.0',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '2002:0a00:0001::1',
    '2002:7f00:1::',
    '2001:db8::1',
    // Issue 19 L5: local-use NAT64, IPv4-translated (SIIT) and Teredo.
    '64:ff9b:1::a00:1',
    '64:ff9b:1:ffff::1',
    '::ffff:0:10.0.0.1',
    '::ffff:0:7f00:1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  ])('refuses the IPv6 address %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4009:81f::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
    '::ffff:0:8.8.8.8',
    '2001:200::1',
  ])('allows the public IPv6 address %s', (ip) => expect(isPublicAddress(ip)).toBe(true));

  it.each(['', 'localhost', 'example.com', '1.2.3', '::g', '1.2.3.4.5'])('refuses %j, which is no IP address', (ip) =>
    expect(isPublicAddress(ip)).toBe(false),
  );
});

describe('v6Bytes', () => {
  it('expands compressed and dotted forms to the same 16 bytes', () => {
    expect(v6Bytes('::ffff:127.0.0.1')).toEqual(v6Bytes('0:0:0:0:0:ffff:7f00:0001'));
    expect(Array.from(v6Bytes('2001:db8::1')!)).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(v6Bytes('10.0.0.1')).toBeNull();
  });
});
