import { defaultSettings as schemaDefaults } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from './default-settings';

describe('default settings', () => {
  it('are exactly what core’s settings schema gives', () => {
    expect(defaultSettings()).toStrictEqual(schemaDefaults());
  });

  it('are a fresh object each time, so a reducer can never change the defaults', () => {
    expect(defaultSettings().display).not.toBe(defaultSettings().display);
  });
});
