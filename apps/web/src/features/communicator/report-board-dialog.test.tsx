import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { makeStore } from '../../state/store';
import ReportBoardDialog from './report-board-dialog';

const zoo = { id: '65f1c2a9e4b0a1b2c3d4e5f6', name: 'Zoo', isPublic: true, tileCount: 3 };

describe('the report board dialog', () => {
  it('keeps Send disabled until a reason is chosen, and stays open saying so when the report cannot be sent', async () => {
    let closed = false;
    render(
      <AppProviders store={makeStore()}>
        <ReportBoardDialog board={zoo} open onClose={() => (closed = true)} />
      </AppProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report board' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('radiogroup', { name: 'Reason' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'It is spam or advertising' }));
    expect(send.hasAttribute('disabled')).toBe(false);

    // No server answers these tests' page: the send fails as it would offline.
    await act(async () => fireEvent.click(send));
    expect(await within(dialog).findByText('An error occurred sending your report. Please try again.')).toBeTruthy();
    expect(closed).toBe(false);
    expect(within(dialog).getByRole('radio', { name: 'It is spam or advertising' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });
});
