import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ShownTarget } from './shown-target';

it('marks the step’s target while it shows, the next one when the step moves on, and none once it is gone', () => {
  render(
    <>
      <button data-part="speak">Speak</button>
      <a href="/settings" data-part="settings">
        Settings
      </a>
    </>,
  );
  const marked = () => [...document.querySelectorAll('[data-tour-shown]')].map((element) => element.textContent);
  const { rerender, unmount } = render(<ShownTarget target='[data-part="speak"]' />);
  expect(marked()).toEqual(['Speak']);
  rerender(<ShownTarget target={screen.getByRole('link', { name: 'Settings' })} />);
  expect(marked()).toEqual(['Settings']);
  unmount();
  expect(marked()).toEqual([]);
});
