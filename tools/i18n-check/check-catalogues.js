import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** A catalogue whose messages are more than this share equal to English counts as not translated. */
export const UNTRANSLATED_SHARE = 0.9;

/**
 * The arguments and tags of an ICU message, sorted ('count', '<link>'), or the parser's error.
 * @param {string} text
 * @returns {{ names: string[] } | { error: string }}
 */
export function messageArguments(text) {
  let elements;
  try {
    elements = parse(text);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const names = new Set();
  const visit = (nodes) => {
    for (const node of nodes) {
      if (node.type === TYPE.tag) {
        names.add(`<${node.value}>`);
        visit(node.children);
      } else if (node.type !== TYPE.literal && node.type !== TYPE.pound) {
        names.add(node.value);
        if (node.type === TYPE.select || node.type === TYPE.plural) for (const option of Object.values(node.options)) visit(option.value);
      }
    }
  };
  visit(elements);
  return { names: [...names].sort() };
}

/**
 * @typedef {{ kind: 'missing' | 'extra' | 'icu' | 'arguments' | 'untranslated' | 'same' | 'default-message' | 'dynamic', where: string, id?: string, detail: string }} Problem
 * @typedef {{ id: string, file: string, defaultMessage?: string }} UsedMessage
 * @typedef {{
 *   used: UsedMessage[],
 *   english: Record<string, unknown>,
 *   builtIn: Record<string, unknown>,
 *   dynamicPrefixes: string[],
 *   requiredBuiltIn: (id: string) => boolean,
 *   translations: Record<string, Record<string, unknown>>,
 *   vocabularies?: Record<string, Record<string, unknown>>,
 * }} Catalogues
 */

const underPrefix = (prefixes, id) => prefixes.some((prefix) => id.startsWith(prefix));

/** Broken ICU syntax or an empty text in one catalogue; the arguments of the valid messages by id. */
function parseCatalogue(where, messages, problems) {
  const parsed = new Map();
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push({ kind: 'icu', where, id, detail: 'no text' });
      continue;
    }
    const result = messageArguments(text);
    if ('error' in result) problems.push({ kind: 'icu', where, id, detail: `${result.error} in ${JSON.stringify(text)}` });
    else parsed.set(id, result.names);
  }
  return parsed;
}

/** The code's ids against the English catalogues: each used id has its English text, each English id is used. */
function checkEnglish({ used, english, builtIn, dynamicPrefixes }, problems) {
  const usedIds = new Set(used.map(({ id }) => id));
  for (const { id, file, defaultMessage } of used) {
    const source = underPrefix(dynamicPrefixes, id) ? builtIn : english;
    if (!(id in source)) problems.push({ kind: 'missing', where: source === english ? 'en.json' : 'content en.json', id, detail: `used in ${file}` });
    else if (defaultMessage !== undefined && english[id] !== defaultMessage)
      problems.push({
        kind: 'default-message',
        where: 'en.json',
        id,
        detail: `${file} says ${JSON.stringify(defaultMessage)}, the catalogue ${JSON.stringify(english[id])}`,
      });
  }
  for (const id of Object.keys(english)) {
    if (underPrefix(dynamicPrefixes, id))
      problems.push({ kind: 'extra', where: 'en.json', id, detail: "a built-in board's text: its English belongs in packages/content" });
    else if (!usedIds.has(id)) problems.push({ kind: 'extra', where: 'en.json', id, detail: 'no code uses it' });
  }
  for (const id of Object.keys(builtIn)) {
    if (!underPrefix(dynamicPrefixes, id)) problems.push({ kind: 'extra', where: 'content en.json', id, detail: `not under ${dynamicPrefixes.join(' or ')}` });
  }
}

/**
 * One translation against English: the same ids, valid ICU with English's arguments, and not English again.
 * `required` are the ids it must hold; `homeOf` names the other catalogue an id belongs in, if it does.
 */
function checkTranslation(where, messages, { english, builtIn }, required, homeOf, sourceArguments, problems) {
  const parsed = parseCatalogue(where, messages, problems);
  for (const id of required) if (!(id in messages)) problems.push({ kind: 'missing', where, id, detail: 'English has it' });
  let same = 0;
  let compared = 0;
  for (const [id, text] of Object.entries(messages)) {
    const englishText = id in english ? english[id] : builtIn[id];
    if (englishText === undefined) {
      problems.push({ kind: 'extra', where, id, detail: 'English lacks it' });
      continue;
    }
    const home = homeOf(id);
    if (home) problems.push({ kind: 'extra', where, id, detail: `its home is ${home}` });
    compared += 1;
    if (text === englishText) same += 1;
    const names = parsed.get(id);
    const expected = sourceArguments.get(id);
    if (names && expected && names.join() !== expected.join())
      problems.push({ kind: 'arguments', where, id, detail: `{${names.join(', ')}} where English has {${expected.join(', ')}}` });
  }
  if (compared > 0 && same / compared > UNTRANSLATED_SHARE)
    problems.push({ kind: 'untranslated', where, detail: `${same} of ${compared} messages are the English text` });
}

/**
 * Every problem of the catalogues: ids the code uses without English text, English ids nothing uses, broken ICU,
 * translations missing ids, holding ids English lacks, with other arguments than English, or still English.
 * @param {Catalogues} catalogues
 * @returns {Problem[]}
 */
export function checkCatalogues(catalogues) {
  /** @type {Problem[]} */
  const problems = [];
  checkEnglish(catalogues, problems);
  const sourceArguments = new Map([
    ...parseCatalogue('content en.json', catalogues.builtIn, problems),
    ...parseCatalogue('en.json', catalogues.english, problems),
  ]);
  const { english, builtIn, requiredBuiltIn } = catalogues;
  const isWord = (id) => id in builtIn && !requiredBuiltIn(id);
  const byName = (records) => Object.entries(records ?? {}).sort(([a], [b]) => a.localeCompare(b));
  // Interface catalogues: every interface id and the built-in boards' names; the tiles' words live in packages/content.
  const interfaceIds = [...Object.keys(english), ...Object.keys(builtIn).filter(requiredBuiltIn)];
  for (const [name, messages] of byName(catalogues.translations))
    checkTranslation(
      `${name}.json`,
      messages,
      catalogues,
      interfaceIds,
      (id) => (isWord(id) ? `content ${name}.json (a tile's word)` : undefined),
      sourceArguments,
      problems,
    );
  // Vocabularies (packages/content/src/messages/<language>.json): every tile's word, nothing else. A region's ('pt-PT')
  // is laid over its language's ('pt') when there is one, so it holds only the words the region says differently.
  const words = Object.keys(builtIn).filter(isWord);
  const vocabularies = catalogues.vocabularies ?? {};
  for (const [name, messages] of byName(vocabularies)) {
    const where = `content ${name}.json`;
    const language = name.split('-')[0] ?? name;
    const base = language !== name ? vocabularies[language] : undefined;
    checkTranslation(where, messages, catalogues, base ? [] : words, (id) => (isWord(id) ? undefined : `${name}.json (interface)`), sourceArguments, problems);
    for (const [id, text] of Object.entries(base ? messages : {}))
      if (base?.[id] === text)
        problems.push({
          kind: 'same',
          where,
          id,
          detail: `content ${language}.json says it so already: a region's file holds only the words it says differently`,
        });
  }
  return problems;
}

/**
 * The problems as lines for a person: where, what, which id and why. The same problem in several catalogues (a new
 * id added to English only) is one line naming every catalogue it is in, so the list says which ones to complete.
 */
export function formatProblems(problems) {
  const lines = new Map();
  for (const { kind, where, id, detail } of problems) {
    const what = `${kind}${id ? ` ${id}` : ''}: ${detail}`;
    lines.set(what, [...(lines.get(what) ?? []), where]);
  }
  return [...lines].map(([what, wheres]) => `${wheres.length > 1 ? `${wheres.join(', ')} (${wheres.length} catalogues)` : wheres[0]}: ${what}`).join('\n');
}
