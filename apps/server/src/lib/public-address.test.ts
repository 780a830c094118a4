import { describe, expect, it } from 'vitest';
import { isAllowedAddress, OUTBOUND_URL_MESSAGES, outboundUrlProblem } from './public-address.js';

const strict = { allowLoopback: false };
const loopbackToo = { allowLoopback: true };

describe('isAllowedAddress', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.8.8',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
  ])('refuses %s', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows the public address %s',
    (address) => {
      expect(isAllowedAddress(address, strict)).toBe(true);
    },
  );

  it('allows this machine only when the policy does, and never its network', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isAllowedAddress(address, loopbackToo)).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.0.10', 'fe80::1'])
      expect(isAllowedAddress(address, loopbackToo)).toBe(false);
    expect(isAllowedAddress('not-an-address', loopbackToo)).toBe(false);
  });
});

describe('outboundUrlProblem', () => {
  const problem = (url: string, policy = strict) => outboundUrlProblem(new URL(url), policy);

  it('takes https to a public host', () => {
    expect(problem('https://login.example.com/tenant/v2.0')).toBeUndefined();
    expect(problem('https://93.184.215.14/')).toBeUndefined();
  });

  it.each([
    ['http://login.example.com', OUTBOUND_URL_MESSAGES.https],
    ['http://127.0.0.1:4511/internal-probe', OUTBOUND_URL_MESSAGES.https],
    ['http://10.0.0.1', OUTBOUND_URL_MESSAGES.https],
    ['ftp://login.example.com', OUTBOUND_URL_MESSAGES.https],
    ['https://169.254.169.254/latest/meta-data', OUTBOUND_URL_MESSAGES.address],
    ['https://10.0.0.1', OUTBOUND_URL_MESSAGES.address],
    ['https://127.0.0.1', OUTBOUND_URL_MESSAGES.address],
    ['https://2130706433/', OUTBOUND_URL_MESSAGES.address],
    ['https://0x7f.1/', OUTBOUND_URL_MESSAGES.address],
    ['https://[::1]/', OUTBOUND_URL_MESSAGES.address],
    ['https://[::ffff:169.254.169.254]/', OUTBOUND_URL_MESSAGES.address],
    ['https://localhost/', OUTBOUND_URL_MESSAGES.address],
    ['https://LOCALHOST./', OUTBOUND_URL_MESSAGES.address],
    ['https://idp.localhost/', OUTBOUND_URL_MESSAGES.address],
    ['https://100.64.1.1', OUTBOUND_URL_MESSAGES.address],
    ['https://0.0.0.0', OUTBOUND_URL_MESSAGES.address],
    ['https://224.0.0.1', OUTBOUND_URL_MESSAGES.address],
    ['https://user:pass@login.example.com', OUTBOUND_URL_MESSAGES.credentials],
  ])('refuses %s', (url, message) => {
    expect(problem(url)).toBe(message);
  });

  it('takes http to this machine only when loopback is allowed, and never to its network', () => {
    expect(problem('http://127.0.0.1:4511/', loopbackToo)).toBeUndefined();
    expect(problem('http://localhost:4511/', loopbackToo)).toBeUndefined();
    expect(problem('http://[::1]:4511/', loopbackToo)).toBeUndefined();
    expect(problem('http://10.0.0.1/', loopbackToo)).toBe(OUTBOUND_URL_MESSAGES.https);
    expect(problem('https://10.0.0.1/', loopbackToo)).toBe(OUTBOUND_URL_MESSAGES.address);
    expect(problem('http://login.example.com/', loopbackToo)).toBe(OUTBOUND_URL_MESSAGES.https);
  });
});
