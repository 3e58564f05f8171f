/** What a JSON value may start with in compact text (no whitespace), as serialisers write it. */
const VALUE_START = /["{[\-0-9tfn]/;

/** Index just past the JSON value that starts at `start` in compact JSON text; -1 when the text is not that. */
function valueEnd(json: string, start: number): number {
  if (!VALUE_START.test(json[start] ?? '')) return -1;
  let index = start;
  let depth = 0;
  do {
    const character = json[index];
    if (character === '"') {
      index += 1;
      while (index < json.length && json[index] !== '"') index += json[index] === '\\' ? 2 : 1;
      index += 1;
    } else if (character === '{' || character === '[') {
      depth += 1;
      index += 1;
    } else if (character === '}' || character === ']') {
      depth -= 1;
      index += 1;
    } else if (depth === 0) {
      // A number, true, false or null ends where its object goes on.
      while (index < json.length && json[index] !== ',' && json[index] !== '}') index += 1;
    } else {
      index += 1;
    }
    if (index > json.length) return -1;
  } while (depth > 0);
  return index;
}

/**
 * `json` (a compact JSON object whose keys come in the order `keyOrder` gives, as a serialiser writes them) without
 * its top-level member `key`; the text as it is when it has none. Only the members before `key` are read, so taking
 * out an early member of a large object costs little. Undefined when the text is not of that shape (a key not in
 * `keyOrder`, whitespace, text cut short).
 */
export function withoutTopLevelMember(json: string, key: string, keyOrder: readonly string[]): string | undefined {
  const wanted = keyOrder.indexOf(key);
  if (json[0] !== '{') return undefined;
  let index = 1;
  let memberStart = 1;
  while (json[index] === '"') {
    const keyEnd = json.indexOf('"', index + 1);
    const position = keyOrder.indexOf(json.slice(index + 1, keyEnd));
    if (position === -1 || json[keyEnd + 1] !== ':') return undefined;
    if (position > wanted) return json;
    const end = valueEnd(json, keyEnd + 2);
    if (end === -1) return undefined;
    if (position === wanted) {
      // The first member takes its following comma with it, any other its preceding one.
      return memberStart === 1 ? `{${json.slice(json[end] === ',' ? end + 1 : end)}` : json.slice(0, memberStart) + json.slice(end);
    }
    if (json[end] !== ',') return json[end] === '}' ? json : undefined;
    memberStart = end;
    index = end + 1;
  }
  return json[index] === '}' ? json : undefined;
}
