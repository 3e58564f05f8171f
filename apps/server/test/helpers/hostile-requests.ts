import fc from 'fast-check';
import { hostileBody, hostileString } from './hostile-json.ts';
import { png } from './media-samples.ts';

/** A request as `app.inject` takes it. */
export type HostileRequest = {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  as: 'attacker' | 'anonymous' | 'media';
};

/** Ids the requests may aim at: the attacker's own, another user's (which must stay untouched), and that user's account id. */
export type Targets = { ownBoardIds: string[]; otherBoardIds: string[]; otherCommunicatorIds: string[]; otherUserId: string; attackerUserId: string };

/** A text for an address: percent-encoded, or (for a lone surrogate, which encodeURIComponent refuses) invalid UTF-8. */
const pathPart = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const hostileId = (known: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 3, arbitrary: hostileString.filter((text) => text.length < 5000).map(pathPart) },
    { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00b', '%ZZ', '%', '..%2F..%2Fetc', 'root', 'cboard_default', '0'.repeat(24), 'x'.repeat(300)) },
  );

const json = { 'content-type': 'application/json' };

// Valid examples each route takes; the fuzzer breaks them in every way it can.
const tile = (id: string) => ({
  id,
  label: 'apple',
  vocalization: 'I want an apple',
  image: 'https://example.org/a.png',
  type: 'button',
  backgroundColor: '#fff',
});
const board = {
  id: 'local12345',
  name: 'Food',
  nameKey: 'tessera.food',
  description: 'Things to eat',
  isPublic: true,
  locale: 'en-US',
  lastEdited: '2026-01-01T00:00:00.000Z',
  originId: 'food',
  version: 0,
  tiles: [tile('t1'), tile('t2')],
  grid: { rows: 1, columns: 2, order: [['t1', 't2']] },
};
const communicator = {
  id: 'local12345',
  name: 'Mine',
  rootBoard: 'root',
  boards: ['root', 'b2'],
  defaultBoardsIncluded: [{ nameOnJSON: 'x.json', homeBoard: 'root' }],
  isPublic: false,
  version: 0,
};
const settings = {
  display: { uiSize: 'Large', fontFamily: 'Roboto', darkThemeActive: true },
  navigation: { liveMode: true },
  language: { lang: 'en-US' },
  speech: { voiceURI: 'Google US English', pitch: 1, rate: 1, volume: 1 },
  scanning: { active: false, delay: 2000, strategy: 'automatic' },
  devices: [{ deviceId: 'phone', lastLogind: '2026-01-01T00:00:00.000Z' }],
  version: 1,
};
const phrases = {
  phrases: [{ text: 'I want juice', tiles: [{ id: 't1', label: 'juice', image: '/symbols/openmoji/1F9C3.svg' }], spokenAt: 1, favourite: true, changedAt: 2 }],
  clearedAt: 0,
};
const report = {
  id: 'b1',
  name: 'Food',
  author: 'Ada',
  description: 'd',
  url: 'https://example.org/board/b1',
  reason: 'spam',
  whistleblower: { name: 'W', email: 'w@example.org', language: 'en' },
  language: 'en',
};
const profile = {
  name: 'Ada',
  birthdate: '1990-05-21',
  location: { country: 'Spain', countryCode: 'ES' },
  settings: { devices: [{ deviceId: 'phone', _id: 'd1' }] },
};

const multipartContent = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.concat([png(), Buffer.from(bytes)])),
  fc
    .integer({ min: 1, max: 400 })
    .map((depth) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}<script>alert(1)</script>${'</g>'.repeat(depth)}</svg>`)),
  fc
    .constantFrom(
      '<!DOCTYPE svg [<!ENTITY x "xx">]><svg>&x;</svg>',
      '<svg onload="alert(1)"><image href="https://evil.example/x.png"/></svg>',
      'OggS',
      'RIFF\u0000\u0000',
    )
    .map((text) => Buffer.from(text)),
);

/** A multipart body of hostile parts (names, file names, types, contents), sometimes cut short or with the wrong boundary. */
const hostileMultipart = fc
  .record({
    boundary: fc.constantFrom('b0undary', 'x', '--', 'a'.repeat(200)),
    declared: fc.constantFrom('right', 'none', 'other', 'json'),
    parts: fc.array(
      fc.record({
        name: hostileString,
        fileName: fc.option(hostileString),
        type: fc.oneof(hostileString, fc.constantFrom('image/png', 'image/svg+xml', 'audio/ogg')),
        content: multipartContent,
      }),
      { maxLength: 12 },
    ),
    cut: fc.option(fc.nat()),
  })
  .map(({ boundary, declared, parts, cut }) => {
    const header = (name: string, fileName: string | null, type: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName === null ? '' : `; filename="${fileName}"`}\r\nContent-Type: ${type}\r\n\r\n`;
    const body = Buffer.concat([
      ...parts.flatMap((part) => [Buffer.from(header(part.name, part.fileName, part.type)), part.content, Buffer.from('\r\n')]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const contentType = {
      right: `multipart/form-data; boundary=${boundary}`,
      none: 'multipart/form-data',
      other: 'multipart/form-data; boundary=elsewhere',
      json: 'application/json',
    }[declared];
    return { payload: cut === null ? body : body.subarray(0, cut % (body.length + 1)), headers: { 'content-type': contentType } };
  });

/**
 * Every write route with hostile requests, weighted by how much each route's own code can be reached: boards most,
 * the account calls (whose valid bodies cost a password hash) less.
 */
export function hostileRequest(targets: Targets): fc.Arbitrary<HostileRequest> {
  const boardIds = hostileId([...targets.ownBoardIds, ...targets.otherBoardIds]);
  const userIds = hostileId([targets.otherUserId]);
  const withBody = (route: string, method: HostileRequest['method'], url: fc.Arbitrary<string>, example: unknown, as: HostileRequest['as'] = 'attacker') =>
    fc.tuple(url, hostileBody(example)).map(([address, payload]): HostileRequest => ({ route, method, url: address, payload, headers: json, as }));
  const at = (prefix: string) => (ids: fc.Arbitrary<string>) => ids.map((id) => `${prefix}${id}`);

  return fc.oneof(
    { weight: 10, arbitrary: withBody('POST /board', 'POST', fc.constant('/api/board'), board) },
    { weight: 10, arbitrary: withBody('PUT /board/:id', 'PUT', at('/api/board/')(boardIds), board) },
    {
      weight: 3,
      arbitrary: boardIds.map((id): HostileRequest => ({ route: 'DELETE /board/:id', method: 'DELETE', url: `/api/board/${id}`, headers: {}, as: 'attacker' })),
    },
    {
      weight: 6,
      arbitrary: withBody('POST /board/batch', 'POST', fc.constant('/api/board/batch'), {
        boards: [board, { ...board, id: 'local67890', originId: 'drinks' }],
      }),
    },
    { weight: 5, arbitrary: withBody('POST /communicator', 'POST', fc.constant('/api/communicator'), communicator) },
    { weight: 5, arbitrary: withBody('PUT /communicator/:id', 'PUT', at('/api/communicator/')(hostileId(targets.otherCommunicatorIds)), communicator) },
    { weight: 6, arbitrary: withBody('POST /settings', 'POST', fc.constant('/api/settings'), settings) },
    { weight: 3, arbitrary: withBody('POST /phrases', 'POST', fc.constant('/api/phrases'), phrases) },
    { weight: 4, arbitrary: withBody('PUT /user/:id', 'PUT', at('/api/user/')(hostileId([targets.attackerUserId, targets.otherUserId])), profile) },
    {
      weight: 2,
      arbitrary: userIds.map((id): HostileRequest => ({
        route: 'DELETE /account/:id',
        method: 'DELETE',
        url: `/api/account/${id}`,
        headers: {},
        as: 'attacker',
      })),
    },
    {
      weight: 2,
      arbitrary: withBody(
        'POST /user',
        'POST',
        fc.constant('/api/user'),
        { name: 'New', email: 'new@example.org', password: 'secret123', isTermsAccepted: true },
        'anonymous',
      ),
    },
    {
      weight: 2,
      arbitrary: withBody(
        'POST /user/login',
        'POST',
        fc.constant('/api/user/login'),
        { email: 'ada@example.org', password: 'secret', deviceId: 'phone' },
        'anonymous',
      ),
    },
    { weight: 2, arbitrary: withBody('POST /user/forgot', 'POST', fc.constant('/api/user/forgot'), { email: 'ada@example.org' }, 'anonymous') },
    {
      weight: 2,
      arbitrary: withBody(
        'POST /user/store-password',
        'POST',
        fc.constant('/api/user/store-password'),
        { userid: targets.otherUserId, token: 't0ken', password: 'secret123' },
        'anonymous',
      ),
    },
    { weight: 1, arbitrary: withBody('POST /user/activate/:url', 'POST', at('/api/user/activate/')(hostileId(['t0ken'])), {}, 'anonymous') },
    { weight: 4, arbitrary: withBody('POST /board/report', 'POST', fc.constant('/api/board/report'), report, 'anonymous') },
    {
      weight: 4,
      arbitrary: hostileMultipart.map((body): HostileRequest => ({ route: 'POST /media', method: 'POST', url: '/api/media', ...body, as: 'media' })),
    },
  );
}

const queryValue = fc.oneof(
  hostileString.filter((text) => text.length < 5000).map(pathPart),
  fc.constantFrom('%00', '1e999', '-1', '3000000000', '9007199254740993', '0x10', '', '%ZZ'),
);
/** A query string of the paged lists' parameters (and others), each hostile, sometimes repeated. */
const hostileQuery = fc
  .array(fc.tuple(fc.constantFrom('page', 'limit', 'offset', 'sort', 'search', 'since', '__proto__', 'constructor'), queryValue), { maxLength: 6 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

/**
 * The read routes with hostile addresses and queries: they reach the database with what the caller wrote, so
 * they must refuse alike on both databases too (a version past 32 bits once answered 500 on PostgreSQL).
 */
export function hostileReadRequest(targets: Targets): fc.Arbitrary<HostileRequest> {
  const boardIds = hostileId([...targets.ownBoardIds, ...targets.otherBoardIds]);
  const emails = hostileId(['ada%40example.org', 'mallory%40example.org']);
  const get = (route: string, url: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> =>
    url.map((address) => ({ route, method: 'GET', url: address, headers: {}, as: 'attacker' }));
  return fc.oneof(
    get(
      'GET /board/public',
      hostileQuery.map((query) => `/api/board/public${query}`),
    ),
    get(
      'GET /board',
      hostileQuery.map((query) => `/api/board${query}`),
    ),
    get(
      'GET /board/:id',
      boardIds.map((id) => `/api/board/${id}`),
    ),
    get(
      'GET /board/:id/versions/:version',
      fc.tuple(boardIds, queryValue).map(([id, version]) => `/api/board/${id}/versions/${version}`),
    ),
    get(
      'GET /board/byemail/:email',
      fc.tuple(emails, hostileQuery).map(([email, query]) => `/api/board/byemail/${email}${query}`),
    ),
    get(
      'GET /board/deleted',
      hostileQuery.map((query) => `/api/board/deleted${query}`),
    ),
    get(
      'GET /communicator/byemail/:email',
      fc.tuple(emails, hostileQuery).map(([email, query]) => `/api/communicator/byemail/${email}${query}`),
    ),
    get(
      'GET /user/:id',
      hostileId([targets.attackerUserId, targets.otherUserId]).map((id) => `/api/user/${id}`),
    ),
    get(
      'GET /auth/:type/start',
      hostileId(['google', 'apple']).map((type) => `/api/auth/${type}/start`),
    ),
    get(
      'GET /media/:name',
      hostileId(['0123456789abcdef0123456789abcdef.png']).map((name) => `/media/${name}`),
    ),
  );
}
