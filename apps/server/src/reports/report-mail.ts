import type { Report } from '@tessera/core';

export type BoardReport = Report & { language?: string };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** The mail the moderators get about a reported board: what was reported, why, and by whom. */
export function reportMail(report: BoardReport, boardLink: string): { subject: string; text: string; html: string } {
  const who = report.whistleblower;
  const rows: [string, string][] = [
    ['Board', `${report.name ?? '(no name)'} (${report.id})`],
    ['Link', report.url || boardLink],
    ['Author', report.author ?? ''],
    ['Description', report.description ?? ''],
    ['Reason', report.reason],
    ['Reported by', [who.name, who.email && `<${who.email}>`].filter(Boolean).join(' ') || '(anonymous)'],
    ['Language', report.language ?? who.language ?? ''],
  ];
  const shown = rows.filter(([, value]) => value !== '');
  const subject = `Board reported: ${report.name ?? report.id}`.replace(/[\r\n]+/g, ' ').slice(0, 150);
  const text = ['A board was reported on Tessera.', '', ...shown.map(([label, value]) => `${label}: ${value}`), ''].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #222;">',
    '<p>A board was reported on Tessera.</p>',
    '<table>',
    ...shown.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
