/**
 * The help documents are Markdown files of our own (documents/<language>.md), read with this small parser rather than
 * a Markdown library, and shown as React elements (never as HTML). It knows what the documents use:
 * `## Title {#id}` starts a section (the id is the URL hash that opens it, the same in every language), `### Title` a
 * sub-heading, `- item` and `1. item` lists, blank lines between paragraphs, `**strong**` and `[text](link)` inside a
 * line. A link goes to a section (`#id`), a screen of the app (`/settings`) or an https page; any other is plain text.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };
export type Block = { kind: 'paragraph'; inlines: Inline[] } | { kind: 'subheading'; text: string } | { kind: 'list'; ordered: boolean; items: Inline[][] };
export interface HelpSection {
  id: string;
  title: string;
  blocks: Block[];
}
export interface HelpDocument {
  /** What comes before the first section. */
  intro: Block[];
  sections: HelpSection[];
}

const SECTION = /^##\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$/;
const SUBHEADING = /^###\s+(.+?)\s*$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_HREF = /^(#[a-z0-9-]+|\/[\w\-/]*(#[a-z0-9-]+)?|https:\/\/[^\s]+)$/;

/** A line's text with its strong words and links. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  const text = (value: string) => value && parts.push({ kind: 'text', text: value });
  let from = 0;
  for (const match of line.matchAll(INLINE)) {
    text(line.slice(from, match.index));
    const [whole, strong, label, href] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (label !== undefined && href !== undefined && SAFE_HREF.test(href)) parts.push({ kind: 'link', text: label, href });
    else text(label ?? whole);
    from = match.index + whole.length;
  }
  text(line.slice(from));
  return parts;
}

export function parseHelpDocument(markdown: string): HelpDocument {
  const document: HelpDocument = { intro: [], sections: [] };
  let blocks = document.intro;
  let paragraph: string[] = [];
  let list: Extract<Block, { kind: 'list' }> | null = null;

  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const end = () => {
    endParagraph();
    list = null;
  };

  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const section = SECTION.exec(line);
    const subheading = SUBHEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line || line.startsWith('# '))
      end(); // the document's own title: the screen has one
    else if (section) {
      end();
      const [, title = '', id = ''] = section;
      blocks = [];
      document.sections.push({ id, title, blocks });
    } else if (subheading) {
      end();
      blocks.push({ kind: 'subheading', text: subheading[1] ?? '' });
    } else if (item) {
      endParagraph();
      const ordered = NUMBERED.test(line);
      if (!list || list.ordered !== ordered) {
        list = { kind: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(item[1] ?? ''));
    } else if (list) {
      // A line under a list item continues it.
      const last = list.items.at(-1);
      last?.push({ kind: 'text', text: ' ' }, ...parseInline(line));
    } else paragraph.push(line);
  }
  end();
  return document;
}
