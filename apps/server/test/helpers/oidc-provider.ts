import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { readBody } from '../../src/testing/read-body.ts';

/** Who "signs in" at the provider next. */
export type ProviderUser = { sub: string; email?: string; email_verified?: boolean | string; name?: string; picture?: string };

/** Ways the provider can misbehave, to check that the server notices. */
export type Misbehaviour = 'wrong-audience' | 'wrong-nonce' | 'foreign-key' | 'expired' | 'wrong-issuer';

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next person to sign in. */
  user: ProviderUser;
  misbehave: Misbehaviour | null;
  /** Every authorization request received, as its query parameters. */
  authorizations: URLSearchParams[];
  /** Every token request received, as its form parameters. */
  tokenRequests: URLSearchParams[];
  close: () => Promise<void>;
};

type Grant = { clientId: string; redirectUri: string; challenge: string; nonce: string | null; scope: string; user: ProviderUser };

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A minimal OpenID provider on a free local port: discovery, an authorize endpoint that signs the
 * current user in at once (redirect with a code, or an auto-submitting form for response_mode=form_post),
 * a token endpoint that checks the client secret, redirect URI and PKCE verifier and issues an
 * RS256 id_token (when "openid" was asked for), its JWKS, and a Facebook-shaped userinfo endpoint.
 */
export async function startTestProvider({ clientId = 'tessera-test-client', clientSecret = 'test-client-secret' } = {}): Promise<TestProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, ProviderUser>();

  const provider: TestProvider = {
    issuer: '',
    clientId,
    clientSecret,
    user: { sub: 'provider-user-1', email: 'social@example.org', email_verified: true, name: 'Social Person' },
    misbehave: null,
    authorizations: [],
    tokenRequests: [],
    close: async () => {},
  };

  const idToken = async (grant: Grant): Promise<string> => {
    const now = Math.floor(Date.now() / 1000);
    const { sub, ...claims } = grant.user;
    const key: CryptoKey = provider.misbehave === 'foreign-key' ? foreign.privateKey : privateKey;
    return new SignJWT({ ...claims, nonce: provider.misbehave === 'wrong-nonce' ? 'not-the-nonce' : (grant.nonce ?? undefined) })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(provider.misbehave === 'wrong-issuer' ? 'https://elsewhere.example.org' : provider.issuer)
      .setSubject(sub)
      .setAudience(provider.misbehave === 'wrong-audience' ? 'someone-else' : grant.clientId)
      .setIssuedAt(provider.misbehave === 'expired' ? now - 7200 : now)
      .setExpirationTime(provider.misbehave === 'expired' ? now - 3600 : now + 600)
      .sign(key);
  };

  const authorize = (url: URL, response: ServerResponse) => {
    const query = url.searchParams;
    provider.authorizations.push(query);
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId || query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256') {
      return json(response, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(16).toString('hex');
    grants.set(code, {
      clientId,
      redirectUri,
      challenge: query.get('code_challenge') ?? '',
      nonce: query.get('nonce'),
      scope: query.get('scope') ?? '',
      user: { ...provider.user },
    });
    const answer: Record<string, string> = { code, state: query.get('state') ?? '' };
    if (query.get('response_mode') === 'form_post') {
      answer.user = JSON.stringify({ name: { firstName: 'Apple', lastName: 'Person' }, email: provider.user.email });
      const inputs = Object.entries(answer).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(`<form method="post" action="${escapeHtml(redirectUri)}">${inputs.join('')}</form><script>document.forms[0].submit()</script>`);
    }
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
    response.writeHead(302, { location: target.href });
    response.end();
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await readBody(request));
    provider.tokenRequests.push(form);
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(response, 401, { error: 'invalid_client' });
    if (!grant || form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== grant.redirectUri)
      return json(response, 400, { error: 'invalid_grant' });
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== grant.challenge) return json(response, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, grant.user);
    const openid = grant.scope.split(' ').includes('openid');
    return json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, ...(openid ? { id_token: await idToken(grant) } : {}) });
  };

  // Shaped like Facebook's Graph API /me: id rather than sub, the picture nested.
  const userinfo = (request: IncomingMessage, response: ServerResponse) => {
    const user = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (!user) return json(response, 401, { error: 'invalid_token' });
    return json(response, 200, { id: user.sub, name: user.name, email: user.email, ...(user.picture ? { picture: { data: { url: user.picture } } } : {}) });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', provider.issuer);
    const route = `${request.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(response, 200, {
            issuer: provider.issuer,
            authorization_endpoint: `${provider.issuer}/authorize`,
            token_endpoint: `${provider.issuer}/token`,
            jwks_uri: `${provider.issuer}/jwks`,
            userinfo_endpoint: `${provider.issuer}/me`,
            response_types_supported: ['code'],
            response_modes_supported: ['query', 'form_post'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['S256'],
            token_endpoint_auth_methods_supported: ['client_secret_post'],
          });
        case 'GET /authorize':
          return authorize(url, response);
        case 'POST /token':
          return token(request, response);
        case 'GET /jwks':
          return json(response, 200, { keys: [jwk] });
        case 'GET /me':
          return userinfo(request, response);
        default:
          return json(response, 404, { error: 'not_found' });
      }
    };
    handle().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}
