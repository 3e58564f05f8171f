/** A message ready to send: plain text for every mail reader, simple HTML for the others. */
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** One short mail with a greeting, a few lines and one button-like link. */
function compose({
  subject,
  name,
  lines,
  action,
  link,
  after,
}: {
  subject: string;
  name: string;
  lines: string[];
  action: string;
  link: string;
  after: string[];
}): MailContent {
  const greeting = `Hello ${name},`;
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', ...after, '', 'The Tessera team', ''].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #222;">',
    paragraph(greeting),
    ...lines.map(paragraph),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1976d2; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(action)}</a></p>`,
    `<p style="font-size: 0.9em; color: #555;">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    ...after.map(paragraph),
    paragraph('The Tessera team'),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export const activationMail = (name: string, link: string): MailContent =>
  compose({
    subject: 'Activate your Tessera account',
    name,
    lines: ['Welcome to Tessera! Please confirm your email address to activate your account.'],
    action: 'Activate your account',
    link,
    after: ['If you did not sign up for Tessera, you can ignore this email.'],
  });

export const passwordResetMail = (name: string, link: string): MailContent =>
  compose({
    subject: 'Reset your Tessera password',
    name,
    lines: [
      'Someone asked to reset the password of your Tessera account. Open the link below to choose a new password.',
      'The link works once and expires in 1 hour.',
    ],
    action: 'Choose a new password',
    link,
    after: ['If you did not ask for this, you can ignore this email: your password stays the same.'],
  });

/** To the owner of an address someone tried to sign up with: the same answer is given to both, so only this mail tells. */
export const signUpAttemptMail = (name: string, link: string): MailContent =>
  compose({
    subject: 'Someone tried to sign up to Tessera with your email',
    name,
    lines: [
      'Someone just tried to create a Tessera account with this email address. It already has an account, so no new account was made and nothing in yours has changed.',
      'If it was you, log in with your password. If you have forgotten it, choose "Forgot password?" there and we will send you a link to choose a new one (this also activates an account that was never activated).',
    ],
    action: 'Log in to Tessera',
    link,
    after: ['If it was not you, you can ignore this email: nobody can use your account without your password.'],
  });

/** To an account's owner after repeated failed logins from browsers that never signed in to it (at most one a day). */
export const failedLoginsMail = (name: string, failures: number, link: string): MailContent =>
  compose({
    subject: 'Someone is trying to log in to your Tessera account',
    name,
    lines: [
      `There have been ${failures} failed attempts to log in to your Tessera account today, from browsers that have never signed in to it. Further attempts from such browsers now have to wait longer and longer.`,
      'Your own devices are not affected: a browser you have logged in with before can still log in at once with your password.',
      'If it was not you, choose a strong password that you use nowhere else. On the login page, choose "Forgot password?" and we will send you a link to choose a new one.',
    ],
    action: 'Go to Tessera',
    link,
    after: ['If it was you, you can ignore this email.'],
  });
