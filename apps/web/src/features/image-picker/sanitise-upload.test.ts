import { describe, expect, it } from 'vitest';
import { sanitiseUpload } from './sanitise-upload';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${body}</svg>`;
const clean = async (text: string) => {
  const result = await sanitiseUpload(text);
  if (result === null) throw new Error('not an SVG');
  return result;
};

describe('sanitiseUpload', () => {
  it('keeps an ordinary drawing as it is', async () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><circle cx="5" cy="5" r="4" fill="url(#g)" style="stroke:url(#g)"/><use href="#g"/>',
    );
    const result = await clean(drawing);
    for (const part of ['<circle', 'fill="url(#g)"', 'style="stroke:url(#g)"', '<use href="#g"', '<linearGradient']) expect(result).toContain(part);
  });

  it('removes scripts, in any case and namespace spelling', async () => {
    const result = await clean(
      svg('<script>alert(1)</script><SCRIPT>alert(2)</SCRIPT><g><script xlink:href="https://evil.example/x.js"/></g><rect width="1" height="1"/>'),
    );
    expect(result).not.toMatch(/script|alert/i);
    expect(result).toContain('<rect');
  });

  it('removes every event handler attribute', async () => {
    const result = await clean(
      svg('<rect onclick="alert(1)" OnMouseOver="alert(2)" width="1" height="1"/><image onerror="alert(3)" href="x.png"/>', ' onload="alert(0)"'),
    );
    expect(result).not.toMatch(/\son\w+=/i);
    expect(result).not.toContain('alert');
  });

  it('removes foreignObject with the HTML inside it, and embedded documents', async () => {
    const result = await clean(
      svg(
        '<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject><iframe src="https://evil.example"/><embed src="x.swf"/><object data="x"/>',
      ),
    );
    expect(result).not.toMatch(/foreignObject|<body|<img|iframe|embed|object|alert/i);
  });

  it('removes javascript:, vbscript: and non-image data: links, and external <use>', async () => {
    const result = await clean(
      svg(
        '<a href="javascript:alert(1)"><text>a</text></a><a xlink:href=" JaVaScRiPt:alert(2)"><text>b</text></a>' +
          '<image href="data:text/html,&lt;script&gt;alert(3)&lt;/script&gt;"/><image href="data:image/svg+xml;base64,PHN2Zz4="/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo="/><use href="https://evil.example/sprite.svg#x"/><a href="vbscript:msgbox"/>',
      ),
    );
    expect(result).not.toMatch(/javascript|vbscript|text\/html|svg\+xml|evil\.example/i);
    expect(result).toContain('data:image/png;base64,iVBORw0KGgo=');
  });

  it('removes animations that could rewrite a link, and style that imports or calls out', async () => {
    const result = await clean(
      svg(
        '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(2)"/><text>x</text></a>' +
          '<style>@import url(https://evil.example/a.css); rect { fill: red }</style><rect style="background:url(https://evil.example/t.png)" width="1" height="1"/>',
      ),
    );
    expect(result).not.toMatch(/<set|<animate|javascript|@import|evil\.example/i);
    expect(result).toContain('<rect');
  });

  it('refuses what is not an SVG document', async () => {
    expect(await sanitiseUpload('<html><body>hi</body></html>')).toBeNull();
    expect(await sanitiseUpload('not xml at all <')).toBeNull();
    expect(await sanitiseUpload('<svg><unclosed></svg>')).toBeNull();
  });

  it('refuses a picture nested deeper than 256 levels, as the server does', async () => {
    expect(await sanitiseUpload(svg(`${'<g>'.repeat(60_000)}${'</g>'.repeat(60_000)}`))).toBeNull();
    expect(await sanitiseUpload(svg(`${'<g>'.repeat(255)}${'</g>'.repeat(255)}`))).not.toBeNull();
  });
});
