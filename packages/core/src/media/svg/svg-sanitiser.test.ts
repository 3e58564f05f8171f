import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser.ts';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';
const wrap = (inner: string) => `${SVG_OPEN}${inner}</svg>`;

const clean = async (source: string): Promise<string> => {
  const result = await sanitiseSvg(source);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.svg;
};

/** Nothing in the output that could run or load anything. */
const expectInert = (svg: string) => {
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/foreignObject/i);
  expect(svg).not.toMatch(/\son[a-z]+=/i);
  expect(svg).not.toMatch(/javascript:/i);
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/i);
};

describe('sanitiseSvg', () => {
  it('keeps an ordinary picture as it draws', async () => {
    const source = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<g fill="url(#g)" style="stroke: #000; stroke-width: 2"><circle cx="5" cy="5" r="4"/><text x="1" y="9">Hi &amp; bye</text></g>' +
        '<use href="#g" xlink:href="#g"/>',
    );
    const svg = await clean(source);
    expect(svg).toContain('<circle cx="5" cy="5" r="4"></circle>');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('style="stroke: #000; stroke-width: 2"');
    expect(svg).toContain('<text x="1" y="9">Hi &amp; bye</text>');
    expect(svg).toContain('<use href="#g" xlink:href="#g"></use>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">')).toBe(true);
    expect(await sanitiseSvg(source)).toMatchObject({ removed: [] });
  });

  it('accepts an XML declaration, comments, a BOM and an svg root without a namespace', async () => {
    const svg = await clean('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand --><svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>');
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1"><rect width="1" height="1"></rect></svg>',
    );
  });

  it.each([
    ['a script element', '<script>alert(1)</script><circle r="1"/>'],
    ['a script in CDATA', '<script><![CDATA[alert(document.cookie)]]></script>'],
    ['a namespaced script', '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'],
    ['an XHTML script', '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>'],
    ['foreignObject with HTML', '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>'],
    ['an event handler', '<circle r="1" onload="alert(1)" onclick="alert(2)"/>'],
    ['an upper-case event handler', '<rect ONMOUSEOVER="alert(1)" width="1"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><circle r="1"/></a>'],
    ['an obfuscated javascript: link', '<a xlink:href="jav&#x09;ascript:alert(1)"><circle r="1"/></a>'],
    ['a javascript: use', '<use href=" JavaScript:alert(1)"/>'],
    ['an external use', '<use href="https://evil.example/sprite.svg#x"/>'],
    ['an external image', '<image href="https://evil.example/track.png" width="1" height="1"/>'],
    ['an SVG data: image', '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>'],
    ['an HTML data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><circle r="1"/></a>'],
    ['an external fill', '<rect fill="url(https://evil.example/p.svg#g)" width="1"/>'],
    ['an external filter in style', '<rect style="filter:url(&quot;https://evil.example/f.svg#f&quot;)" width="1"/>'],
    ['an escaped url in style', '<rect style="fill:\\75 rl(https://evil.example/x)" width="1"/>'],
    ['an @import in a style element', '<style>@import url(https://evil.example/x.css); rect { fill: red }</style>'],
    ['a javascript: url in a style element', '<style>rect { background: url(javascript:alert(1)) }</style>'],
    ['a style element hiding in a comment trick', '<style>/* */@im/**/port "https://evil.example/x.css";</style>'],
    [
      'animation that sets a link',
      '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/><circle r="1"/></a>',
    ],
    ['an iframe', '<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/>'],
    ['feImage loading a page', '<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'],
    ['an xml:base pointing away', '<g xml:base="https://evil.example/"><use href="#x"/></g>'],
    ['a handler element', '<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>'],
  ])('removes %s', async (_name, inner) => {
    const result = await sanitiseSvg(wrap(inner));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expectInert(result.svg);
    expect(result.svg).not.toMatch(/alert|evil\.example|@import|xml:base|<set|<animate|<iframe|<feImage|<handler/i);
    expect(result.removed.length).toBeGreaterThan(0);
  });

  it('keeps what a link shows, without the link', async () => {
    const svg = await clean(wrap('<a href="javascript:alert(1)"><circle r="1"/></a>'));
    expect(svg).toBe(`${SVG_OPEN.replace('viewBox', 'viewBox')}<circle r="1"></circle></svg>`);
  });

  it('keeps an embedded PNG picture and a safe style element', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = await clean(wrap(`<style>circle { fill: url(#g); stroke: red }</style><image href="${png}" width="1" height="1"/>`));
    expect(svg).toContain(`<image href="${png}" width="1" height="1"></image>`);
    expect(svg).toContain('<style>circle { fill: url(#g); stroke: red }</style>');
  });

  it('escapes text so that nothing read as text becomes markup', async () => {
    const svg = await clean(wrap('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>'));
    expect(svg).toContain('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>');
    expect(svg).not.toContain('<script>');
  });

  it.each([
    ['a DOCTYPE with entities', '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>', /DOCTYPE/],
    [
      'an external entity',
      '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>',
      /DOCTYPE/,
    ],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', /not well-formed/],
    ['an HTML page', '<html><body><svg></svg><script>alert(1)</script></body></html>', /not an SVG picture/],
    ['plain text', 'hello <svg', /not well-formed|not an SVG/],
    ['an unbound prefix', '<svg xmlns="http://www.w3.org/2000/svg"><x:y/></svg>', /not well-formed/],
  ])('refuses %s', async (_name, source, reason) => {
    const result = await sanitiseSvg(source);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
