import { contentMessagesEn } from '@tessera/content';
import * as core from '@tessera/core';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMessageIds } from './find-message-ids';
import { englishMessages } from './load-messages';
import english from './messages/en.json';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../../..');
const SOURCE_ROOTS = ['apps/web/src', 'packages/content/src'].map((root) => path.join(repo, root)).filter(existsSync);
const en: Record<string, string> = english;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

interface Descriptor {
  id: string;
  defaultMessage: string;
}
const isDescriptor = (value: unknown): value is Descriptor =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Descriptor).id === 'string' &&
  typeof (value as Descriptor).defaultMessage === 'string';

/** Message descriptors exported by @tessera/core: single ones, arrays of them, or records of them. */
const coreDescriptors = (): Descriptor[] => {
  const found = Object.values(core).flatMap((value: unknown) => {
    if (isDescriptor(value)) return [value];
    if (!value || typeof value !== 'object') return [];
    const members: unknown[] = Array.isArray(value) ? value : Object.values(value);
    return members.length > 0 && members.every(isDescriptor) ? members : [];
  });
  return [...new Map(found.map((descriptor) => [descriptor.id, descriptor])).values()];
};

describe('the English catalogue', () => {
  it('holds every message id the code uses', () => {
    const missing = SOURCE_ROOTS.flatMap(sourceFiles).flatMap((file) =>
      [...findMessageIds(readFileSync(file, 'utf8'))].filter((id) => !(id in en)).map((id) => `${id} (${path.relative(repo, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('holds the validation messages of @tessera/core with their exact English text', () => {
    const wrong = coreDescriptors()
      .filter(({ id, defaultMessage }) => en[id] !== defaultMessage)
      .map(({ id, defaultMessage }) => `${id}: expected ${JSON.stringify(defaultMessage)}, found ${JSON.stringify(en[id])}`);
    expect(wrong).toEqual([]);
  });

  it('has a text for every id', () => {
    expect(Object.entries(en).filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });
});

describe('the translated catalogues', () => {
  const dir = path.join(here, 'messages');
  const catalogues = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'en.json');

  it('include Arabic and Spanish', () => {
    expect(catalogues).toEqual(expect.arrayContaining(['ar.json', 'es.json']));
  });

  it.each(['ar.json', 'es.json'])('%s names every built-in board', (name) => {
    const messages = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>;
    const boardNames = Object.keys(contentMessagesEn).filter((id) => /^tessera\.board\.[\w-]+$/.test(id));
    expect(boardNames.length).toBeGreaterThan(40);
    expect(boardNames.filter((id) => !messages[id])).toEqual([]);
  });

  it.each(catalogues)('%s translates every id of the English catalogue', (name) => {
    const messages = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>;
    expect(Object.keys(en).filter((id) => typeof messages[id] !== 'string' || messages[id].trim() === '')).toEqual([]);
  });

  // The source catalogue includes the built-in boards' words (their nameKeys and labelKeys), which translate too.
  it.each(catalogues)('%s only translates ids of the English catalogue, keeping their placeholders', (name) => {
    const messages = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>;
    const stale = Object.keys(messages).filter((id) => !(id in englishMessages));
    const broken = Object.entries(messages)
      .filter(([id, text]) => id in englishMessages && placeholders(text).join() !== placeholders(englishMessages[id] ?? '').join())
      .map(([id]) => id);
    expect({ stale, broken }).toEqual({ stale: [], broken: [] });
  });
});
