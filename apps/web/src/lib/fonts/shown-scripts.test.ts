import { afterEach, describe, expect, it } from 'vitest';
import { nextScriptOrder, SCRIPT_FONTS_STYLE_ID, showScripts } from './shown-scripts';

const rule = () => document.getElementById(SCRIPT_FONTS_STYLE_ID)?.textContent;

afterEach(() => document.getElementById(SCRIPT_FONTS_STYLE_ID)?.remove());

describe('nextScriptOrder', () => {
  it('keeps the scripts already shown where they are and adds new ones after them, once each', () => {
    expect(nextScriptOrder(['devanagari'], ['thai', 'devanagari', 'thai'])).toEqual(['devanagari', 'thai']);
    expect(nextScriptOrder(['devanagari', 'thai'], [])).toEqual(['devanagari', 'thai']);
  });

  it('puts the Chinese, Japanese or Korean font of the text just shown ahead of the other two', () => {
    expect(nextScriptOrder(['chinese', 'arabic'], ['japanese'])).toEqual(['japanese', 'chinese', 'arabic']);
    expect(nextScriptOrder(['arabic', 'japanese', 'chinese'], ['chinese'])).toEqual(['arabic', 'chinese', 'japanese']);
    expect(nextScriptOrder(['arabic'], ['korean'])).toEqual(['arabic', 'korean']);
  });
});

describe('showScripts', () => {
  it('puts the Noto families of the scripts on show into the font stack variable', () => {
    showScripts(['devanagari']);
    expect(rule()).toBe(':root{--tessera-script-fonts:"Noto Sans Devanagari"}');
    showScripts(['japanese', 'thai']);
    expect(rule()).toBe(':root{--tessera-script-fonts:"Noto Sans Devanagari","Noto Sans JP","Noto Sans Thai"}');
    showScripts(['chinese']);
    expect(rule()).toBe(':root{--tessera-script-fonts:"Noto Sans Devanagari","Noto Sans SC","Noto Sans JP","Noto Sans Thai"}');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--tessera-script-fonts')).toContain('"Noto Sans SC"');
  });

  it('adds no rule for text Roboto draws alone, and leaves the rule as it is when nothing new is shown', () => {
    showScripts([]);
    expect(rule()).toBeUndefined();
    showScripts(['khmer']);
    const style = document.getElementById(SCRIPT_FONTS_STYLE_ID);
    showScripts(['khmer']);
    expect(document.getElementById(SCRIPT_FONTS_STYLE_ID)).toBe(style);
    expect(rule()).toBe(':root{--tessera-script-fonts:"Noto Sans Khmer"}');
  });
});
