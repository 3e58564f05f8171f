import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRegion } from './live-region';

afterEach(() => document.getElementById('live-regions')?.remove());

describe('LiveRegion', () => {
  it('takes one pixel, not the whole window, so the page never scrolls into an empty second screen', () => {
    render(<LiveRegion>Settings saved</LiveRegion>);
    const region = document.querySelector('#live-regions [role="status"]') as HTMLElement;
    expect(region.textContent).toBe('Settings saved');
    const style = getComputedStyle(region);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });
});
