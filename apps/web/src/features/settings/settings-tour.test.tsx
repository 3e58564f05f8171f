import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const STEPS = ['Welcome to Settings', 'Language', 'Speech', 'Export', 'Import', 'Display', 'Scanning', 'Navigation & Buttons'];

/** The tour's step on screen now, found by its title. */
const tourStep = (title: string) => screen.findByRole('alertdialog', { name: title }, { timeout: 5000 });

describe('the settings tour', () => {
  it('starts from "Guided tour", goes through its steps, and finishing it turns it off', { timeout: 60_000 }, async () => {
    const { store } = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Guided tour' }));
    expect(store.getState().tours.settingsTourEnabled).toBe(true);

    for (const [index, title] of STEPS.entries()) {
      const step = await tourStep(title);
      expect(within(step).getByText(`Step ${index + 1} of ${STEPS.length}`)).toBeTruthy();
      // No "Guided tour" button while the tour runs.
      if (index === 0) expect(screen.queryByRole('button', { name: 'Guided tour' })).toBeNull();
      if (index > 0) expect(within(step).getByRole('button', { name: 'Back' })).toBeTruthy();
      fireEvent.click(within(step).getByRole('button', { name: index === STEPS.length - 1 ? 'Finish' : 'Next' }));
    }
    expect(await screen.findByRole('button', { name: 'Guided tour' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().tours.settingsTourEnabled).toBe(false);
  });

  it('shows pictures on the Display, Scanning and Navigation steps only', { timeout: 30_000 }, async () => {
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Guided tour' }));
    fireEvent.click(within(await tourStep('Welcome to Settings')).getByRole('button', { name: 'Next' }));
    for (const title of STEPS.slice(1)) {
      const step = await tourStep(title);
      const pictures = within(step).queryByRole('group', { name: /examples$/ });
      expect(pictures !== null).toBe(['Display', 'Scanning', 'Navigation & Buttons'].includes(title));
      fireEvent.click(within(step).getByRole('button', { name: /^(Next|Finish)$/ }));
    }
  });

  it('is skipped by Skip or Escape, and stays off', { timeout: 30_000 }, async () => {
    const { store } = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Guided tour' }));
    fireEvent.click(within(await tourStep('Welcome to Settings')).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(await tourStep('Language')).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('button', { name: 'Guided tour' })).toBeTruthy();
    expect(store.getState().tours.settingsTourEnabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Guided tour' }));
    fireEvent.keyDown(await tourStep('Welcome to Settings'), { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Guided tour' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().tours.settingsTourEnabled).toBe(false);
  });
});
