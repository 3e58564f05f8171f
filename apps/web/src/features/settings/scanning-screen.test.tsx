import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/choose-option';
import { renderApp } from '../../test/render-app';

const radio = (group: string, name: string) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

describe('/settings/scanning', { timeout: 30_000 }, () => {
  it('offers the spec’s scanner settings, each saved as it changes, with the help of the chosen method', async () => {
    const { store } = renderApp('/settings/scanning');
    const enable = await screen.findByRole('switch', { name: 'Enable scanning' });
    expect((enable as HTMLInputElement).checked).toBe(false);
    expect((radio('Scan method', 'Automatic') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/^Automatic: the scanner moves through the items by itself/)).toBeTruthy();
    expect(screen.getByText('Press Escape 4 times to turn the scanner off.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Time delay' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(enable);
    expect(store.getState().settings.scanning.active).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Time delay' }).textContent).toBe('2 seconds');
    expect(await chooseOption('Time delay', '0.75 seconds')).toEqual(['0.75 seconds', '1 second', '2 seconds', '3 seconds', '5 seconds']);
    expect(store.getState().settings.scanning.delay).toBe(750);

    fireEvent.click(radio('Scan method', 'Manual'));
    expect(store.getState().settings.scanning.strategy).toBe('manual');
    expect(screen.getByText('Manual: press Space to move to the next item and Enter to select it.')).toBeTruthy();
    expect(screen.queryByText(/^Automatic: the scanner/)).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Auditory scanning' }));
    expect(store.getState().settings.scanning.auditoryActive).toBe(true);
  });

  it('turns dwell selection on and sets its time, from half a second to three', async () => {
    const { store } = renderApp('/settings/scanning');
    fireEvent.click(await screen.findByRole('switch', { name: 'Dwell selection' }));
    expect(store.getState().settings.scanning).toMatchObject({ dwellActive: true, dwellTime: 1000, active: false });
    expect(await chooseOption('Dwell time', '2.5 seconds')).toEqual(['0.5 seconds', '1 second', '1.5 seconds', '2 seconds', '2.5 seconds', '3 seconds']);
    expect(store.getState().settings.scanning.dwellTime).toBe(2500);
  });
});
