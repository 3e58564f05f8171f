import { hasNoNullCharacter, MAX_URL_LENGTH } from '@tessera/core';
import * as client from 'openid-client';
import type { OAuthProviderConfig, OAuthProviderType } from '../config.ts';
import { EmailSchema, MAX_USER_NAME_LENGTH } from './schemas.ts';

/** How long a started social sign-in may take before it must be started again. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** What the server learned about the person from the provider. */
export type SocialProfile = { subject: string; email: string; name?: string; picture?: string };

/** What starting a sign-in produces: where to send the browser, and what finishing it will need. */
export type StartedSignIn = { url: URL; state: string; codeVerifier: string; nonce: string };

export class SocialLoginError extends Error {}

type ProviderRules = {
  /** The provider's own issuer; its OpenID discovery document is read from there. */
  issuer?: string;
  /** Fixed endpoints, for a provider without a discovery document (Facebook's Graph API). */
  metadata?: client.ServerMetadata;
  scope: string;
  /** True when the provider answers with an OpenID Connect id_token. */
  openid: boolean;
  authorizationParameters?: Record<string, string>;
};

const GRAPH = 'https://graph.facebook.com/v21.0';

const RULES: Record<OAuthProviderType, ProviderRules> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile', openid: true },
  // Apple posts the answer back (form_post) when a name or email is asked for; see the form-post callback route.
  apple: { issuer: 'https://appleid.apple.com', scope: 'openid email name', openid: true, authorizationParameters: { response_mode: 'form_post' } },
  // Facebook's web login is plain OAuth 2: the profile comes from the Graph API, not from an id_token.
  facebook: {
    metadata: {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
      token_endpoint: `${GRAPH}/oauth/access_token`,
      userinfo_endpoint: `${GRAPH}/me?fields=id,name,email,picture`,
    },
    scope: 'email public_profile',
    openid: false,
  },
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The profile in an id_token's claims or a userinfo answer (OpenID names, or Facebook's Graph names). */
function profileOf(claims: Record<string, unknown>): Partial<SocialProfile> & { emailVerified?: boolean } {
  const verified = claims.email_verified;
  const picture = claims.picture as { data?: { url?: unknown } } | string | undefined;
  return {
    subject: text(claims.sub) ?? text(claims.id),
    email: text(claims.email),
    // Apple sends "true"/"false" as text.
    emailVerified: verified === undefined ? undefined : verified === true || verified === 'true',
    name: text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || undefined),
    picture: typeof picture === 'string' ? text(picture) : text(picture?.data?.url),
  };
}

/**
 * What an account can keep of a profile, within the limits a sign-up has: an email address as sign-up takes it (an
 * index row holds it), a name without null characters cut to the length of a name, a picture address that fits.
 * Apple's name comes from the browser's form, so it is anyone's to write.
 */
function keptProfile(type: OAuthProviderType, profile: SocialProfile): SocialProfile {
  const email = EmailSchema.safeParse(profile.email);
  if (!email.success) throw new SocialLoginError(`${type} shared an email address that is not one this server takes`);
  const name = profile.name?.replaceAll('\u0000', '').trim().slice(0, MAX_USER_NAME_LENGTH) || undefined;
  const picture = profile.picture && profile.picture.length <= MAX_URL_LENGTH && hasNoNullCharacter(profile.picture) ? profile.picture : undefined;
  return { subject: profile.subject, email: email.data, name, picture };
}

/** Apple sends the name once, on the first sign-in, as a JSON "user" field beside the code. */
function appleNameOf(callback: URLSearchParams): string | undefined {
  const user = callback.get('user');
  if (!user) return undefined;
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    return [text(name?.firstName), text(name?.lastName)].filter(Boolean).join(' ') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Social login through OAuth 2 / OpenID Connect: the authorization code flow with state, PKCE and
 * a nonce. Provider metadata is discovered on first use and kept; a failed discovery is retried next time.
 */
export function createOAuthClient(providers: OAuthProviderConfig[], publicUrl: string) {
  const configured = new Map(providers.map((provider) => [provider.type, provider]));
  const configurations = new Map<OAuthProviderType, Promise<client.Configuration>>();

  const configurationOf = (type: OAuthProviderType): Promise<client.Configuration> => {
    const provider = configured.get(type);
    if (!provider) throw new SocialLoginError(`${type} login is not configured`);
    let pending = configurations.get(type);
    if (!pending) {
      pending = discover(provider);
      configurations.set(type, pending);
      pending.catch(() => configurations.delete(type));
    }
    return pending;
  };

  const discover = async (provider: OAuthProviderConfig): Promise<client.Configuration> => {
    const rules = RULES[provider.type];
    const auth = client.ClientSecretPost(provider.clientSecret);
    const issuer = provider.issuer ?? rules.issuer;
    let configuration: client.Configuration;
    if (issuer) {
      // Plain http only for an operator's own test or in-house provider (OIDC_<PROVIDER>_ISSUER).
      const execute = issuer.startsWith('http:') ? [client.allowInsecureRequests] : [];
      configuration = await client.discovery(new URL(issuer), provider.clientId, undefined, auth, { execute, timeout: 10 });
    } else {
      configuration = new client.Configuration(rules.metadata as client.ServerMetadata, provider.clientId, undefined, auth);
    }
    configuration.timeout = 10;
    // The id_token comes straight from the token endpoint, where the spec lets clients skip its signature;
    // check it anyway against the provider's published keys (JWKS), so a token not signed by the provider is refused.
    if (rules.openid) client.enableNonRepudiationChecks(configuration);
    return configuration;
  };

  const redirectUriOf = (type: OAuthProviderType): string => `${publicUrl}/login/${type}/callback`;

  return {
    /** The configured providers, in a fixed order. */
    providers: (): OAuthProviderType[] => providers.map((provider) => provider.type),

    isConfigured: (type: string): type is OAuthProviderType => configured.has(type as OAuthProviderType),

    async start(type: OAuthProviderType): Promise<StartedSignIn> {
      const configuration = await configurationOf(type);
      const rules = RULES[type];
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUriOf(type),
        response_type: 'code',
        scope: rules.scope,
        state,
        ...(rules.openid ? { nonce } : {}),
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...rules.authorizationParameters,
      });
      return { url, state, codeVerifier, nonce };
    },

    /**
     * Finishes a sign-in from the query string the provider sent the browser back with: exchanges
     * the code, checks the id_token (signature from the provider's keys, issuer, audience, expiry,
     * nonce) or reads the profile from the userinfo endpoint, and returns who signed in.
     */
    async finish(type: OAuthProviderType, callback: URLSearchParams, pending: { state: string; codeVerifier: string; nonce: string }): Promise<SocialProfile> {
      const configuration = await configurationOf(type);
      const rules = RULES[type];
      const currentUrl = new URL(redirectUriOf(type));
      for (const [key, value] of callback) currentUrl.searchParams.append(key, value);
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        ...(rules.openid ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
      });
      let profile = profileOf((tokens.claims() ?? {}) as Record<string, unknown>);
      if (!profile.email && configuration.serverMetadata().userinfo_endpoint) {
        const response = await client.fetchProtectedResource(
          configuration,
          tokens.access_token,
          new URL(configuration.serverMetadata().userinfo_endpoint as string),
          'GET',
        );
        if (!response.ok) throw new SocialLoginError(`the ${type} profile could not be read (HTTP ${response.status})`);
        const fromUserinfo = profileOf((await response.json()) as Record<string, unknown>);
        if (profile.subject && fromUserinfo.subject && profile.subject !== fromUserinfo.subject)
          throw new SocialLoginError('the profile belongs to someone else');
        profile = { ...fromUserinfo, ...Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined)) };
      }
      if (!profile.subject || !profile.email) throw new SocialLoginError(`${type} did not share an email address`);
      // An address the provider has not verified cannot be matched to an account.
      if (profile.emailVerified === false) throw new SocialLoginError(`${type} has not verified the email address`);
      return keptProfile(type, {
        subject: profile.subject,
        email: profile.email,
        name: profile.name ?? (type === 'apple' ? appleNameOf(callback) : undefined),
        picture: profile.picture,
      });
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;
