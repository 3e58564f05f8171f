import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { makeStore } from '../../state/store';
import { ImagePicker } from './image-picker';
import { MAX_UPLOAD_BYTES } from './image-file-rules';

const setup = (value = '') => {
  const onChange = vi.fn();
  const storeMedia = vi.fn(async () => 'media:x');
  const { container } = render(
    <AppProviders store={makeStore()}>
      <ImagePicker value={value} onChange={onChange} storeMedia={storeMedia} />
    </AppProviders>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]:not([capture])');
  if (!input) throw new Error('no file input');
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { input, choose, onChange, storeMedia };
};

describe('ImagePicker', () => {
  it('offers "Upload image" through a file input that accepts pictures', () => {
    const { input } = setup();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeTruthy();
    expect(input.accept).toBe('image/*');
  });

  it('refuses a file that is not a picture, with a clear message', async () => {
    const { choose, onChange, storeMedia } = setup();
    choose(new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This file is not an image.');
    expect(onChange).not.toHaveBeenCalled();
    expect(storeMedia).not.toHaveBeenCalled();
  });

  it('refuses a picture over 20 MB', async () => {
    const { choose, onChange } = setup();
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toContain('This image is larger than 20 MB.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an SVG that is not a real SVG document', async () => {
    const { choose, onChange } = setup();
    choose(new File(['<html><script>alert(1)</script></html>'], 'fake.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This image could not be read.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the current picture and removes it', () => {
    const { onChange } = setup('/symbols/openmoji/1F415.svg');
    expect(screen.getByRole('img', { name: 'Tile picture' }).getAttribute('src')).toBe('/symbols/openmoji/1F415.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
