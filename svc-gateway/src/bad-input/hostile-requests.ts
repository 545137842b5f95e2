import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import * as contracts from '@clinic/contracts';
import { API_PREFIX, type ApiRouteDef } from '@clinic/contracts';

/** One request of the sweep: a raw path (sent as is, not normalised) and a raw body. */
export interface HostileRequest {
  label: string;
  method: string;
  /** Path and query after /api/v1, already encoded (or deliberately mis-encoded). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

function shapeKeys(filter: (exportName: string) => boolean): string[] {
  const names = new Set<string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (filter(name) && value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) names.add(key);
  }
  return [...names].sort();
}

/** What the sweep fills with hostile values: the fields of every schema of contracts, and the keys of its query schemas. */
export interface FieldNames {
  body: string[];
  query: string[];
}

export function contractFieldNames(): FieldNames {
  return { body: shapeKeys(() => true), query: shapeKeys((name) => name.endsWith('QuerySchema')) };
}

/** Strings a person or a script may send; every one of them is hostile for at least one field. */
const HOSTILE_STRINGS: Record<string, string> = {
  'NUL byte': 'a\u0000b',
  'lone surrogate': 'a\uD800b',
  '100 KB string': 'x'.repeat(100 * 1024),
  'SQL injection': `' OR '1'='1'; DROP TABLE leads; --`,
  'HTML injection': '<script>alert(1)</script><img src=x onerror=alert(1)>',
  'right-to-left override': '\u202Efdp.exe',
  emoji: '😀👨‍👩‍👧‍👦',
  'path traversal': '../../../../etc/passwd',
  'impossible date': '2023-02-30',
  'format string': '%s%s%n{0}${7*7}',
};

/** Values of the wrong JSON type for a field that expects a string, a number or a list. */
const WRONG_TYPES: Record<string, unknown> = {
  number: 12345,
  'huge number': 1e308,
  boolean: true,
  object: { $gt: '' },
  array: ['a', 1, null],
  null: null,
};

function everyField(fields: readonly string[], value: unknown): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, value]));
}

/**
 * The fields split into groups small enough that a group filled with `valueBytes`-long values stays
 * under `maxBytes` (so a long value reaches validation instead of a body or URL size limit).
 */
function fieldGroups(fields: readonly string[], valueBytes: number, maxBytes: number): string[][] {
  const perGroup = Math.max(1, Math.floor(maxBytes / (valueBytes + 32)));
  const groups: string[][] = [];
  for (let i = 0; i < fields.length; i += perGroup) groups.push(fields.slice(i, i + perGroup));
  return groups;
}

const MAX_BODY_BYTES = 900 * 1024;
const MAX_QUERY_BYTES = 6 * 1024;

function deeplyNested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const json = (label: string, text: string, contentType = 'application/json'): Omit<HostileRequest, 'method' | 'path'> => ({
  label,
  headers: { 'content-type': contentType },
  body: Buffer.from(text, 'utf8'),
});

const BOUNDARY = 'sweepBoundary7MA4YWxkTrZu0gW';

function multipart(parts: Array<{ name: string; value: string; filename?: string; type?: string }>, close = true): Buffer {
  const chunks = parts.map((p) => {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${p.value}\r\n`;
  });
  return Buffer.from(chunks.join('') + (close ? `--${BOUNDARY}--\r\n` : ''), 'utf8');
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Bodies no route may accept: malformed, of the wrong type or shape, or with hostile values in every field. */
export function hostileBodies(fields: readonly string[]): Array<Omit<HostileRequest, 'method' | 'path'>> {
  const bodies: Array<Omit<HostileRequest, 'method' | 'path'>> = [];
  for (const [name, value] of Object.entries(HOSTILE_STRINGS)) {
    const groups = fieldGroups(fields, value.length, MAX_BODY_BYTES);
    for (const [i, group] of groups.entries()) {
      const part = groups.length > 1 ? ` (fields ${i + 1}/${groups.length})` : '';
      bodies.push(json(`JSON: ${name} in every field${part}`, JSON.stringify(everyField(group, value))));
      bodies.push(json(`JSON: list of ${name} in every field${part}`, JSON.stringify(everyField(group, [value]))));
    }
  }
  for (const [name, value] of Object.entries(WRONG_TYPES)) {
    bodies.push(json(`JSON: ${name} in every field`, JSON.stringify(everyField(fields, value))));
  }
  bodies.push(
    json('JSON: null', 'null'),
    json('JSON: an array', JSON.stringify([everyField(fields, 'x')])),
    json('JSON: a string', '"hello"'),
    json('JSON: a number', '42'),
    json('JSON: an empty object', '{}'),
    json('JSON: deep nesting', deeplyNested(5_000)),
    json('JSON: number overflowing to Infinity in every field', `{${fields.map((f) => `"${f}":1e400`).join(',')}}`),
    json(
      'JSON: __proto__ and constructor keys',
      `{"__proto__":{"isAdmin":true,"a":true},"constructor":{"prototype":{"a":true}},${fields.map((f) => `"${f}":{"__proto__":{"x":1}}`).join(',')}}`,
    ),
    json('JSON: malformed', '{"username": "admin", '),
    json('JSON: empty body', ''),
    {
      label: 'JSON: invalid UTF-8',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(everyField(fields, '\xff\xfe')), 'latin1'),
    },
    json('JSON: declared UTF-16', JSON.stringify(everyField(fields, 'x')), 'application/json; charset=utf-16'),
    json('wrong type: text/plain', JSON.stringify(everyField(fields, 'x')), 'text/plain'),
    json('wrong type: XML', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', 'application/xml'),
    json('wrong type: url-encoded', new URLSearchParams(everyField(fields, 'x') as Record<string, string>).toString(), 'application/x-www-form-urlencoded'),
    json('wrong type: multipart without boundary', 'abc', 'multipart/form-data'),
    { label: 'gzip-encoded garbage', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: Buffer.from('not gzip at all') },
    {
      label: 'gzip-encoded JSON with NUL in every field',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify(everyField(fields, 'a\u0000b'))),
    },
    { label: 'no content type', headers: {}, body: Buffer.from(JSON.stringify(everyField(fields, 'x'))) },
  );
  for (const [name, value] of Object.entries(HOSTILE_STRINGS)) {
    for (const group of fieldGroups(fields, value.length, MAX_BODY_BYTES)) {
      bodies.push({ label: `multipart: ${name} in every field`, headers: multipartHeaders, body: multipart(group.map((f) => ({ name: f, value }))) });
    }
  }
  bodies.push(
    {
      label: 'multipart: truncated',
      headers: multipartHeaders,
      body: multipart(
        fields.map((f) => ({ name: f, value: 'x' })),
        false,
      ).subarray(0, 200),
    },
    {
      label: 'multipart: unterminated',
      headers: multipartHeaders,
      body: multipart(
        fields.map((f) => ({ name: f, value: 'x' })),
        false,
      ),
    },
    {
      label: 'multipart: hostile file names',
      headers: multipartHeaders,
      body: multipart([
        ...fields.map((f) => ({ name: f, value: 'x' })),
        { name: 'uploaded_files', value: 'MZ\x90\x00', filename: '../../a\u0000b.exe', type: 'application/pdf' },
      ]),
    },
    {
      label: 'multipart: __proto__ fields',
      headers: multipartHeaders,
      body: multipart([
        { name: '__proto__', value: 'x' },
        { name: 'constructor', value: 'x' },
      ]),
    },
  );
  return bodies;
}

/** Path parameter values: none of them names anything that exists. */
const HOSTILE_PARAMS: Record<string, string> = {
  'not a uuid': 'not-a-uuid',
  zero: '0',
  negative: '-1',
  'nil uuid': '00000000-0000-0000-0000-000000000000',
  'unknown uuid': '3f1c2b9e-7a4d-4c1e-9b2f-5d6e7f8a9b0c',
  '2,000 characters': 'x'.repeat(2_000),
  'path traversal': '..%2F..%2F..%2Fetc%2Fpasswd',
  'dot segments': '%2E%2E',
  'NUL byte': 'a%00b',
  'malformed percent encoding': '%E0%A4%A',
  'SQL injection': "'%20OR%201=1--",
  emoji: '%F0%9F%98%80',
};

/** Query values for every known key at once. */
const HOSTILE_QUERY_VALUES: Record<string, string> = {
  'negative number': '-1',
  zero: '0',
  'huge number': '99999999999999999999999',
  'overflowing number': '1e309',
  'not a number': 'NaN',
  fraction: '1.5',
  'NUL byte': 'a%00b',
  'invalid UTF-8': '%ED%A0%80',
  '2,000 characters': 'x'.repeat(2_000),
  'SQL injection': encodeURIComponent(HOSTILE_STRINGS['SQL injection']!),
  'HTML injection': encodeURIComponent(HOSTILE_STRINGS['HTML injection']!),
  'path traversal': '..%2F..%2Fetc%2Fpasswd',
  'impossible date': '2023-02-30',
  'impossible date (MM/DD/YYYY)': '13%2F45%2F2024',
  'year zero': '0000-00-00',
  'non-uuid': 'not-a-uuid',
  empty: '',
};

function withParams(route: ApiRouteDef, value: string): string {
  return route.path.replace(/:[a-z_]+/gi, value);
}

/** A well-formed id that exists nowhere, so only the body or the query decides the answer. */
const ABSENT_ID = '3f1c2b9e-7a4d-4c1e-9b2f-5d6e7f8a9b0c';

export const isWrite = (method: string) => method !== 'GET';

/** Every hostile request of one route: its path parameters, its query, and (for writes) its body. */
export function hostileRequestsFor(route: ApiRouteDef, fields: FieldNames): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const basePath = withParams(route, ABSENT_ID);
  if (route.path.includes(':')) {
    for (const [label, value] of Object.entries(HOSTILE_PARAMS)) {
      requests.push({ label: `path parameter: ${label}`, method: route.method, path: withParams(route, value), headers: {} });
    }
  }
  for (const [label, value] of Object.entries(HOSTILE_QUERY_VALUES)) {
    for (const group of fieldGroups(fields.query, value.length, MAX_QUERY_BYTES)) {
      const query = group.map((f) => `${f}=${value}`).join('&');
      requests.push({ label: `query: ${label} in every key`, method: route.method, path: `${basePath}?${query}`, headers: {} });
    }
  }
  requests.push({
    label: 'query: every key repeated',
    method: route.method,
    path: `${basePath}?${fields.query.map((f) => `${f}=1&${f}=2`).join('&')}`,
    headers: {},
  });
  requests.push({ label: 'query: __proto__ keys', method: route.method, path: `${basePath}?__proto__[x]=1&constructor[prototype][x]=1`, headers: {} });
  if (isWrite(route.method)) {
    for (const body of hostileBodies(fields.body)) requests.push({ ...body, method: route.method, path: basePath });
  }
  return requests;
}

export function apiPath(request: HostileRequest): string {
  return `${API_PREFIX}${request.path}`;
}
