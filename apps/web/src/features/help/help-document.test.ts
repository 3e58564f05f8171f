import { describe, expect, it } from 'vitest';
import { parseHelpDocument, parseInline, type Inline } from './help-document';

describe('parseInline', () => {
  const cases: [string, Inline[]][] = [
    ['plain words', [{ kind: 'text', text: 'plain words' }]],
    [
      'press **Speak** now',
      [
        { kind: 'text', text: 'press ' },
        { kind: 'strong', text: 'Speak' },
        { kind: 'text', text: ' now' },
      ],
    ],
    [
      'see [the output bar](#output-bar).',
      [
        { kind: 'text', text: 'see ' },
        { kind: 'link', text: 'the output bar', href: '#output-bar' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'open [Settings](/settings)',
      [
        { kind: 'text', text: 'open ' },
        { kind: 'link', text: 'Settings', href: '/settings' },
      ],
    ],
    [
      'open [Display](/settings/display#top)',
      [
        { kind: 'text', text: 'open ' },
        { kind: 'link', text: 'Display', href: '/settings/display#top' },
      ],
    ],
    ['[OpenMoji](https://openmoji.org)', [{ kind: 'link', text: 'OpenMoji', href: 'https://openmoji.org' }]],
    // Links that could run code or leave unannounced stay plain text.
    [
      '[bad](javascript:alert(1))',
      [
        { kind: 'text', text: 'bad' },
        { kind: 'text', text: ')' },
      ],
    ],
    ['[bad](http://example.org)', [{ kind: 'text', text: 'bad' }]],
    ['[bad](//example.org)', [{ kind: 'text', text: 'bad' }]],
    ['<b>not html</b>', [{ kind: 'text', text: '<b>not html</b>' }]],
    ['', []],
  ];
  it.each(cases)('%j', (line, expected) => {
    expect(parseInline(line)).toEqual(expected);
  });
});

describe('parseHelpDocument', () => {
  it('splits the document into an intro and sections with their ids', () => {
    const document = parseHelpDocument(
      [
        '# Help',
        'Welcome',
        'to Tessera.',
        '',
        '## Speaking with tiles {#tiles}',
        'Tap a tile.',
        '### On a phone',
        '- one',
        '- two',
        '  continued',
        '',
        '1. first',
        '2. second',
        '## The output bar {#output-bar}',
        'Words gather here.',
      ].join('\n'),
    );
    expect(document.intro).toEqual([{ kind: 'paragraph', inlines: [{ kind: 'text', text: 'Welcome to Tessera.' }] }]);
    expect(document.sections.map(({ id, title }) => [id, title])).toEqual([
      ['tiles', 'Speaking with tiles'],
      ['output-bar', 'The output bar'],
    ]);
    expect(document.sections[0]?.blocks).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Tap a tile.' }] },
      { kind: 'subheading', text: 'On a phone' },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'one' }],
          [
            { kind: 'text', text: 'two' },
            { kind: 'text', text: ' ' },
            { kind: 'text', text: 'continued' },
          ],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('treats a heading without an id as a paragraph, so every section can be linked to', () => {
    const document = parseHelpDocument('## No id here\ntext');
    expect(document.sections).toEqual([]);
    expect(document.intro).toEqual([{ kind: 'paragraph', inlines: [{ kind: 'text', text: '## No id here text' }] }]);
  });
});
