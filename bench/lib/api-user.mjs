import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Quoted-printable (how mail bodies are written) back to text: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (text) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

const post = async (url, body, headers = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : {};
};

/**
 * A registered, activated, logged-in user made the way a person makes one: sign-up, the activation
 * link from the mail the server wrote to DATA_DIR/outbox (no SMTP_URL), activation, login.
 * Returns the email, the bearer token (as headers) and the login answer (the user data).
 */
export const signUpAndLogIn = async (serverUrl, dataDir, name) => {
  const email = `${name.toLowerCase()}-${Date.now()}@example.org`;
  const password = 'correct horse battery staple';
  await post(`${serverUrl}/api/user`, { name, email, password, isTermsAccepted: true });
  const outbox = path.join(dataDir, 'outbox');
  let token;
  for (const file of readdirSync(outbox).sort().reverse()) {
    const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
    if (!mail.includes(email)) continue;
    token = /\/activate\/([A-Za-z0-9_.~-]+)/.exec(mail)?.[1];
    if (token) break;
  }
  if (!token) throw new Error(`no activation link for ${email} in ${outbox}`);
  await post(`${serverUrl}/api/user/activate/${token}`, {});
  const user = await post(`${serverUrl}/api/user/login`, { email, password, deviceId: 'bench' });
  if (!user.authToken) throw new Error('login answered no authToken');
  return { email: user.email ?? email, headers: { authorization: `Bearer ${user.authToken}` }, user };
};
