import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { appWithTwoUsers, type SignedIn } from './helpers/users.ts';

const LONG = 'a'.repeat(5000);

/** Every route with a part of its address the caller chooses, with an over-long value there. */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
  ['GET', `/api/board/${LONG}`],
  ['PUT', `/api/board/${LONG}`, { name: 'x', tiles: [] }],
  ['DELETE', `/api/board/${LONG}`],
  ['GET', `/api/board/${LONG}/versions`],
  ['GET', `/api/board/${LONG}/versions/1`],
  ['GET', `/api/board/x/versions/${'9'.repeat(5000)}`],
  ['GET', `/api/board/byemail/${LONG}`],
  ['PUT', `/api/communicator/${LONG}`, { name: 'x', rootBoard: 'root' }],
  ['GET', `/api/communicator/byemail/${LONG}`],
  ['GET', `/api/user/${LONG}`],
  ['PUT', `/api/user/${LONG}`, { name: 'x' }],
  ['DELETE', `/api/account/${LONG}`],
  ['POST', `/api/user/activate/${LONG}`],
  ['GET', `/api/auth/${LONG}/start`],
  ['GET', `/media/${LONG}.png`],
  ['GET', `/api/${LONG}`],
  ['GET', `/api/board/${LONG}/${LONG}`],
];
const short = (url: string) => url.replace(/a{20,}|9{20,}/g, '<5,000 characters>');

// A 403 tells the app its session ended (it logs out): an address that names nothing must never answer one
// (issue 26: GET /api/board/<5,000 characters> answered 403, as the router's 100-character limit sent it on to
// the web app's files, where the name was too long for the file system).
describeEachDatabase('over-long ids in addresses', (database) => {
  let app: App;
  let ada: SignedIn;

  beforeAll(async () => {
    ({ app, ada } = await appWithTwoUsers(database));
  });

  it.each(ROUTES.map(([method, url, body]) => ({ name: `${method} ${short(url)}`, method, url, body })))(
    '$name is 400 or 404 for a signed-in user, never 401 or 403',
    async ({ method, url, body }) => {
      const response = await app.inject({ method, url, headers: ada.headers, ...(body ? { payload: body } : {}) });
      expect([400, 404], `${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );

  it('a public board read without a token is 400 too, and the session is still good afterwards', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/board/${LONG}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/user/${ada.id}`, headers: ada.headers })).statusCode).toBe(200);
  });

  it("a deep link of the web app past any file's name gets the app's page, not 403", async () => {
    const response = await app.inject({ method: 'GET', url: `/board/${LONG}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('an email of 200 characters (valid, past the old limit of 100) reaches its route', async () => {
    const email = `${'b'.repeat(188)}@example.org`;
    const response = await app.inject({ method: 'GET', url: `/api/board/byemail/${email}`, headers: ada.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
