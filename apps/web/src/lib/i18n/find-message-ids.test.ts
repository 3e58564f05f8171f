import { describe, expect, it } from 'vitest';
import { findMessageIds } from './find-message-ids';

const ids = (source: string) => [...findMessageIds(source)].sort();

describe('findMessageIds', () => {
  it('finds ids in defineMessages, even undotted ones', () => {
    const source = `export const m = defineMessages({\n  a: { id: 'board.a' },\n  b: { id: "plain", description: 'x' },\n});`;
    expect(ids(source)).toEqual(['board.a', 'plain']);
  });

  it('finds ids in formatMessage calls, wherever the id key sits', () => {
    expect(ids(`intl.formatMessage({ id: 'app.x' }); intl.formatMessage({ defaultMessage: 'y', id: 'y' }, { n: 1 })`)).toEqual([
      'app.x',
      'y',
    ]);
  });

  it('finds ids of <FormattedMessage>, in any attribute style', () => {
    const source = `<FormattedMessage id="a.b" /> <FormattedMessage values={{ f: () => 1 }} id='c' /> <FormattedMessage id={'d'} />`;
    expect(ids(source)).toEqual(['a.b', 'c', 'd']);
  });

  it('takes a dotted id anywhere but leaves record ids alone', () => {
    expect(ids(`const tile = { id: 'root', labelKey: 'x' }; const d = { id: 'settings.title' };`)).toEqual(['settings.title']);
  });
});
