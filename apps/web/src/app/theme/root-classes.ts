import type { DisplaySettings } from '@tessera/core';
import { sizeClass } from './font-scale';

const OWN_CLASS = /^(is-dark|ui-size-.+|font-size-.+)$/;

/**
 * Spec 02 §4: at start-up the app marks the root element with a dark-theme class and a size class, so
 * plain CSS (and the first paint, before React) can follow the display settings too.
 */
export const applyRootClasses = (root: HTMLElement, display: Pick<DisplaySettings, 'darkThemeActive' | 'uiSize' | 'fontSize'>) => {
  const stale = [...root.classList].filter((name) => OWN_CLASS.test(name));
  root.classList.remove(...stale);
  root.classList.add(`ui-size-${sizeClass(display.uiSize)}`, `font-size-${sizeClass(display.fontSize)}`);
  if (display.darkThemeActive) root.classList.add('is-dark');
  root.style.colorScheme = display.darkThemeActive ? 'dark' : 'light';
};

/** The browser's toolbar colour follows the theme. */
export const applyThemeColour = (doc: Document, colour: string) => {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = colour;
};
