import { esRootBoard } from '@tessera/content';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { boardChanged } from './board-slice';
import { languageChanged } from './language-slice';
import { SpeakerProvider, useSpeechSettingsSync, type Speaker } from './speech-context';
import { makeStore } from './store';

describe('useSpeechSettingsSync', () => {
  it("speaks a board in its own language, any other board in the interface's", () => {
    const store = makeStore();
    const langs: string[] = [];
    const speaker = { configure: (settings: { lang: string }) => langs.push(settings.lang) } as unknown as Speaker;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <SpeakerProvider speaker={speaker}>{children}</SpeakerProvider>
      </Provider>
    );
    renderHook(() => useSpeechSettingsSync(), { wrapper });
    expect(langs.at(-1)).toBe('en-US'); // the home board, built in: it follows the interface

    act(() => void store.dispatch(languageChanged('fr-FR')));
    expect(langs.at(-1)).toBe('fr-FR');

    act(() => void store.dispatch(boardChanged(esRootBoard.id)));
    expect(esRootBoard.locale).toMatch(/^es/);
    expect(langs.at(-1)).toBe(esRootBoard.locale); // a Spanish board stays Spanish in a French interface
  });
});
