// Finds the message ids a source file uses, so a test can prove every one is in the English catalogue.
// Ids built at run time (template strings) cannot be seen here; prefer descriptors from defineMessages.

const QUOTED_ID = /\bid:\s*(['"])([^'"\n]+)\1/g;
// Dotted, namespaced ids ('board.output.label') are message ids wherever they appear as `id: '…'`;
// a bare word ('root') there is more likely a record's id, so it counts only inside a message call.
const MESSAGE_LIKE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
const FORMATTED_MESSAGE = /<FormattedMessage\b(?:[^>]|=>)*?\bid=(?:"([^"]+)"|'([^']+)'|\{\s*(['"])([^'"]+)\3\s*\})/g;
const DESCRIPTOR_CALL = /\b(?:defineMessages?|formatMessage)\(\s*\{/g;

/** The text of the object literal whose opening brace is at `start`, braces balanced. */
const objectAt = (source: string, start: number): string => {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    else if (source[i] === '}' && (depth -= 1) === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
};

export const findMessageIds = (source: string): Set<string> => {
  const ids = new Set<string>();
  for (const match of source.matchAll(QUOTED_ID)) {
    if (MESSAGE_LIKE.test(match[2] ?? '')) ids.add(match[2] ?? '');
  }
  for (const match of source.matchAll(FORMATTED_MESSAGE)) ids.add(match[1] ?? match[2] ?? match[4] ?? '');
  for (const match of source.matchAll(DESCRIPTOR_CALL)) {
    const body = objectAt(source, match.index + match[0].length - 1);
    for (const inner of body.matchAll(QUOTED_ID)) ids.add(inner[2] ?? '');
  }
  ids.delete('');
  return ids;
};
