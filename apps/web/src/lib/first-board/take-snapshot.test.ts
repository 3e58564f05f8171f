import { afterEach, describe, expect, it } from 'vitest';
import { startingMarkup, takeSnapshot, usedCss } from './take-snapshot';

const screenHtml = `
  <div data-screen="board" class="mui-screen">
    <section aria-label="Output"><ol data-output-sentence><li>hello</li><li>world</li></ol></section>
    <div data-board-id="root" class="mui-grid">
      <button class="tessera-tile Mui-focusVisible" aria-label="cat" data-tile-id="t1"><img src="blob:http://x/1" alt=""></button>
      <button class="tessera-tile" aria-label="dog" data-tile-id="t2" autofocus><img src="/symbols/dog.svg" alt=""></button>
    </div>
  </div>`;

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

const addStyles = (text: string) => {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
};

describe('startingMarkup', () => {
  it('copies the screen as the app starts it: an empty sentence, no focus ring, no picture of an ended page', () => {
    document.body.innerHTML = screenHtml;
    const screen = document.querySelector('[data-screen]')!;
    const copy = startingMarkup(screen);
    expect(copy.querySelector('[data-output-sentence]')?.children).toHaveLength(0);
    expect(copy.querySelector('.Mui-focusVisible')).toBeNull();
    expect(copy.querySelector('[data-tile-id="t1"] img')?.hasAttribute('src')).toBe(false);
    expect(copy.querySelector('[data-tile-id="t2"] img')?.getAttribute('src')).toBe('/symbols/dog.svg');
    expect(copy.querySelector('[autofocus]')).toBeNull();
    // The screen itself is untouched.
    expect(screen.querySelectorAll('li')).toHaveLength(2);
    expect(screen.querySelector('.Mui-focusVisible')).not.toBeNull();
  });
});

describe('usedCss', () => {
  it('keeps plain rules and the generated classes the markup uses, and drops the others', () => {
    addStyles('body { margin: 0 } .tessera-tile { color: red } .mui-grid { display: grid } .mui-dialog { position: fixed } .css-abc { color: blue }');
    const css = usedCss(document, new Set(['mui-grid', 'tessera-tile']));
    expect(css).toContain('body');
    expect(css).toContain('.tessera-tile');
    expect(css).toContain('.mui-grid');
    expect(css).not.toContain('mui-dialog');
    expect(css).not.toContain('css-abc');
  });
});

describe('takeSnapshot', () => {
  it('holds the markup, its styles, the path, the user and the root element’s language, direction and classes', () => {
    addStyles('.mui-screen { min-height: 100dvh } .mui-unused { color: red }');
    document.body.innerHTML = screenHtml;
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    document.documentElement.className = 'is-dark ui-size-standard';
    const snapshot = takeSnapshot(document, document.querySelector('[data-screen]')!, 'user-1', '/');
    expect(snapshot).toMatchObject({ v: 1, path: '/', user: 'user-1', lang: 'ar', dir: 'rtl', rootClass: 'is-dark ui-size-standard' });
    expect(snapshot.html).toContain('data-tile-id="t2"');
    expect(snapshot.html).not.toContain('<li>');
    expect(snapshot.css).toContain('.mui-screen');
    expect(snapshot.css).not.toContain('mui-unused');
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    document.documentElement.className = '';
  });
});
