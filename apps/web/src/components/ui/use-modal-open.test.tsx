import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalOpen } from './use-modal-open';

function Probe() {
  return <p>{useModalOpen() ? 'a modal is open' : 'no modal'}</p>;
}

// Mutation observers report in a microtask: an awaited act lets them.
const change = (what: () => void) => act(async () => what());

describe('useModalOpen', () => {
  it('follows a modal root coming and going, and a kept-mounted one hidden and shown', async () => {
    render(<Probe />);
    expect(screen.getByText('no modal')).toBeTruthy();
    const root = document.createElement('div');
    root.className = 'MuiModal-root';
    await change(() => document.body.append(root));
    expect(screen.getByText('a modal is open')).toBeTruthy();
    await change(() => root.classList.add('MuiModal-hidden'));
    expect(screen.getByText('no modal')).toBeTruthy();
    await change(() => root.classList.remove('MuiModal-hidden'));
    expect(screen.getByText('a modal is open')).toBeTruthy();
    await change(() => root.remove());
    expect(screen.getByText('no modal')).toBeTruthy();
  });
});
