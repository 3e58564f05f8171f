import { fireEvent, screen, within } from '@testing-library/react';

/** Opens the select named `select`, picks the option named `option`, and returns the texts of all its options. */
export async function chooseOption(select: string, option: string | RegExp): Promise<(string | null)[]> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: select }));
  const list = await screen.findByRole('listbox', { name: select });
  const texts = within(list)
    .getAllByRole('option')
    .map((item) => item.textContent);
  fireEvent.click(within(list).getByRole('option', { name: option }));
  return texts;
}
