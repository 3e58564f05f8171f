import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialSettingsState } from '../../state/settings-slice';
import { renderBoard } from '../../test/render-board';

const settings = initialSettingsState();
const withManualAuditoryScanning = {
  settings: {
    ...settings,
    speech: { ...settings.speech, volume: 0.8 },
    scanning: { ...settings.scanning, active: true, strategy: 'manual' as const, auditoryActive: true },
  },
};

const highlightedNames = () =>
  [...document.querySelectorAll('[data-scan-highlight]')].map((element) => element.getAttribute('aria-label') ?? element.textContent);

describe('auditory scanning', { timeout: 30_000 }, () => {
  it('says each highlighted item quietly as a cue, and what is selected as speech that cues give way to', async () => {
    const { speaker } = renderBoard('/board/fruit', withManualAuditoryScanning);
    const apple = await screen.findByRole('button', { name: 'apple' });
    // More than 12 tiles: the rows first, named by their number, at half the speech volume.
    await waitFor(() => expect(apple.hasAttribute('data-scan-highlight')).toBe(true));
    expect(speaker.cues).toEqual([{ text: 'Row 1', options: { volume: 0.4 } }]);

    fireEvent.keyDown(window, { key: 'Enter' });
    expect(highlightedNames()).toEqual(['apple']);
    fireEvent.keyDown(window, { key: ' ' });
    const [second] = highlightedNames();
    expect(second).not.toBe('apple');
    expect(speaker.cues.map((cue) => cue.text)).toEqual(['Row 1', 'apple', second]);
    expect(speaker.spoken).toEqual([]);

    fireEvent.keyDown(window, { key: 'Enter' });
    expect(speaker.spoken).toEqual([second]);
    expect(speaker.requests[0]).toMatchObject({ interrupt: true });
    // The highlight goes back to the start after a selection without a cue: the selection is what is heard.
    expect(speaker.cues).toHaveLength(3);
  });

  it('stays silent while auditory scanning is off', async () => {
    const { speaker } = renderBoard('/board/fruit', { settings: { ...settings, scanning: { ...settings.scanning, active: true, strategy: 'manual' } } });
    const apple = await screen.findByRole('button', { name: 'apple' });
    await waitFor(() => expect(apple.hasAttribute('data-scan-highlight')).toBe(true));
    fireEvent.keyDown(window, { key: ' ' });
    expect(speaker.cues).toEqual([]);
    expect(speaker.spoken).toEqual([]);
  });
});
