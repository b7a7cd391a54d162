import fc from 'fast-check';
import { PNG_1X1, PNG_FLOOD } from '../test/multipart.ts';

/**
 * Arbitraries of hostile input for the fuzz proof: wrong types, huge strings, unicode, NUL bytes,
 * prototype-pollution keys, negative/huge/NaN-ish numbers, SQL and HTML payloads, broken bodies.
 */

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash, email FROM users --",
  "'); SELECT pg_sleep(5); --",
  "\\'; --",
  "%' AND 1=1 --",
  '$$; DROP TABLE jobs; $$',
  "E'\\x00'",
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '<iframe srcdoc="<script>alert(1)</script>">',
];
const WEIRD = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFE',
  '🙂🙂🙂',
  'ñãçéüÇÃ',
  'İıſK',
  '\u202Eevil',
  'e\u0301',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '0x7fffffff',
  '1.5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%00',
  '%s%s%n',
  '\r\nSet-Cookie: x=1',
  ' 2024001 ',
  'ADMIN',
  'excluir',
];

/** encodeURIComponent, with lone surrogates sent as the (invalid) UTF-8 bytes a hostile client would send. */
export const encodeSegment = (s: string): string =>
  s.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[^\uD800-\uDFFF]+|[\uD800-\uDBFF][\uDC00-\uDFFF]/g,
    (part) =>
      part.length === 1 && part.charCodeAt(0) >= 0xd800 && part.charCodeAt(0) <= 0xdfff
        ? '%ED%A0%80'
        : encodeURIComponent(part),
  );

const namesARow = (s: string) => {
  const n = Number(s);
  return s.trim() !== '' && Number.isInteger(n) && n >= 1 && n < 1_000_000;
};

/** A hostile string: payload lists, arbitrary code units (lone surrogates too), graphemes, NUL, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...SQL, ...HTML, ...WEIRD, ...POLLUTION_KEYS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
  },
  // Up to ~600 KB of UTF-8, under the 1 MB body limit; over it is a raw case below.
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 300_000 }).map((n) => 'ç'.repeat(n)) },
);

/** Numbers that break naive code: negative, zero, fractions, past int4 and 2^53, NaN and ∞ (null in JSON). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      -1,
      0,
      -0,
      0.5,
      -2_147_483_649,
      2_147_483_648,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      5e-324,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const hostileKey = fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 }));

/** A hostile JSON value: mostly scalars, sometimes arrays and objects with pollution keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, scalar, { maxKeys: 4 }).map(ownProtoKeys) },
);

/** `{ "__proto__": ... }` as JSON.parse makes it: an own key, so that it is really sent. */
function ownProtoKeys(o: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(o)) as Record<string, unknown>;
}

/**
 * A hostile path segment, already encoded for the URL. Numbers that would name a real row
 * (1 to 999999) are left out: an allowed actor's DELETE must not eat the demo data under test.
 */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.filter((s) => s.length <= 2000 && !namesARow(s)).map(encodeSegment) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%00',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%2F..%2F',
      '%ZZ',
      '%',
      '%C0%AF',
      '%E0%80%80',
      '%uD800',
      '-1',
      '0',
      '1.5',
      '1e3x',
      '2147483648',
      '99999999999999999999',
    ),
  },
);

/** A hostile storage key / wildcard path. */
export const hostilePath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    'stage/1/../../../app.ts',
    'stage/%2e%2e/%2e%2e/x.png',
    '/absolute/x.png',
    'stage//x.png',
    'stage/1/x.png%00.txt',
    'profile-pictures/../../x',
    'C:%5Cwindows%5Cwin.ini',
    '%00',
    'a'.repeat(400),
  ),
  hostileString.filter((s) => s.length <= 400).map(encodeSegment),
);

/** Mutates a valid body: replaces, removes or adds keys (pollution keys among them). */
export const mutatedBody = (base: Record<string, unknown>, keys: string[]): fc.Arbitrary<Record<string, unknown>> => {
  const pool = [...new Set([...Object.keys(base), ...keys, ...POLLUTION_KEYS])];
  const change = fc.record({
    key: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...pool) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    value: fc.option(hostileValue, { nil: undefined, freq: 6 }),
  });
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const out: Record<string, unknown> = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
    for (const { key, value } of changes) {
      if (value === undefined) delete out[key];
      else Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
};

/** Every schema key set to a hostile value (some left out). */
export const shapedBody = (keys: string[]): fc.Arbitrary<Record<string, unknown>> =>
  keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] })
    : fc.constant({});

/** A body sent as raw bytes with its own content type (broken JSON, pollution text, deep nesting, too large). */
export interface RawBody {
  raw: string | Buffer;
  contentType: string;
}

export const rawBodies = (base: unknown, bodyLimit: number): RawBody[] => {
  const json = 'application/json';
  const baseText = base && typeof base === 'object' && !Buffer.isBuffer(base) ? JSON.stringify(base) : '{}';
  const withKey = (prefix: string) => baseText.replace(/^\{/, baseText === '{}' ? `{${prefix}` : `{${prefix},`);
  return [
    { raw: '{"a":', contentType: json },
    { raw: '{"a":1,}', contentType: json },
    { raw: '', contentType: json },
    { raw: 'null', contentType: json },
    { raw: '"texto"', contentType: json },
    { raw: '[]', contentType: json },
    { raw: '1e999', contentType: json },
    { raw: '\uFEFF{}', contentType: json },
    { raw: withKey('"__proto__":{"polluted":"yes","admin":true,"role_id":1}'), contentType: json },
    { raw: withKey('"constructor":{"prototype":{"polluted":"yes"}}'), contentType: json },
    { raw: withKey('"prototype":{"polluted":"yes"}'), contentType: json },
    { raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: json },
    { raw: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, contentType: json },
    { raw: JSON.stringify({ big: 'x'.repeat(bodyLimit) }), contentType: json },
    { raw: baseText, contentType: 'text/plain' },
    { raw: '<a>xml</a>', contentType: 'application/xml' },
    { raw: baseText, contentType: 'application/json; charset=latin1' },
    { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { raw: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x00, 0x7d]), contentType: json },
    {
      raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
    { raw: '{}', contentType: 'multipart/form-data' },
  ];
};

/** Files a hostile client uploads: wrong magic bytes, pixel floods, a zip, traversal names, over the limit. */
export const hostileFiles = (imageMax: number): Array<{ data: Buffer; name: string; type: string }> => [
  { data: Buffer.from('<?php echo 1; ?>'), name: 'foto.png', type: 'image/png' },
  {
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    name: 'x.svg',
    type: 'image/svg+xml',
  },
  { data: Buffer.from('<html><script>alert(1)</script></html>'), name: 'x.html', type: 'text/html' },
  { data: PNG_FLOOD, name: 'flood.png', type: 'image/png' },
  {
    data: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(2000)]),
    name: 'bomba.zip',
    type: 'application/zip',
  },
  { data: PNG_1X1, name: '../../../../etc/passwd', type: 'image/png' },
  { data: PNG_1X1, name: '..\\..\\x.png\u0000.txt', type: 'image/png' },
  { data: PNG_1X1.subarray(0, 12), name: 'cortado.png', type: 'image/png' },
  { data: Buffer.concat([PNG_1X1, Buffer.alloc(imageMax)]), name: 'grande.png', type: 'image/png' },
];
