import { ownWordsIndex, type ImportProblem, type Translate } from '@tessera/core';
import { builtInBoardsById, OPENMOJI_URL_PREFIX, ownWordEntries, TESSERA_URL_PREFIX } from '@tessera/content';
import { useState } from 'react';
import { createIntl } from 'react-intl';
import { isQuotaError } from '../../lib/db';
import { englishMessages } from '../../lib/i18n/load-messages';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { boardsCopied } from '../../state/board-actions';
import { newLocalId, nowIso } from '../../state/commit-board';
import { workSaved } from '../../lib/db/work-saved';
import { useAppStore } from '../../state/hooks';
import { readBoardFile, storeInlineMedia } from './import-file';
import { offlinePictures } from './import-pictures';

/** Where an import is: choosing, reading the file and keeping its boards (with progress), or finished. */
export type ImportStatus =
  | { kind: 'idle' }
  | { kind: 'working'; done: number; total: number }
  | { kind: 'imported'; count: number }
  | { kind: 'no-file' }
  | { kind: 'invalid-file' }
  | { kind: 'nothing' }
  | { kind: 'failed'; problem?: ImportProblem | { kind: 'storage' } };

/** Our words' English texts, formatted from the catalogue (the build keeps it compiled, not as text). */
const englishText = (key: string): string | undefined => {
  englishWords ??= messageTranslator(createIntl({ locale: 'en', messages: englishMessages }));
  return englishWords(key);
};
let englishWords: Translate | undefined;

/** Pictures the app shows from its own paths, and any web address. */
const keepSource = (src: string): boolean => src.startsWith(OPENMOJI_URL_PREFIX) || src.startsWith(TESSERA_URL_PREFIX) || /^https?:\/\//i.test(src);

/**
 * Spec 02 §5: the chosen file's boards, with new ids and their links between them, join the active communicator
 * (a signed-in user's become theirs, and the sync creates them on the server); its pictures and sounds are kept on
 * the device; another app's word keys become our words, and a picture the file could not give becomes one of ours
 * (marked for the tile editor). All or nothing: a file with a problem adds no board.
 */
export function useBoardImport() {
  const store = useAppStore();
  const [status, setStatus] = useState<ImportStatus>({ kind: 'idle' });

  const importFile = async (file: File | undefined) => {
    if (!file) return setStatus({ kind: 'no-file' });
    // Whatever its name, the file is read: what it holds decides (an OBZ often comes as .zip).
    setStatus({ kind: 'working', done: 0, total: 0 });
    const start = store.getState();
    const user = start.auth.user;
    try {
      const outcome = await readBoardFile(file, {
        newId: newLocalId,
        owner: { email: user?.email || undefined, author: user?.name || undefined },
        locale: start.language.lang,
        keepSource,
        keepLink: (id) => builtInBoardsById.has(id) || id in store.getState().board.boards,
        ownWords: ownWordsIndex(ownWordEntries(englishText)),
        suggestPicture: offlinePictures(),
      });
      if (!outcome.ok) {
        if (outcome.problem.kind === 'nothing-to-import') return setStatus({ kind: 'nothing' });
        if (outcome.problem.kind === 'invalid-extension') return setStatus({ kind: 'invalid-file' });
        return setStatus({ kind: 'failed', problem: outcome.problem });
      }
      const total = outcome.boards.length;
      setStatus({ kind: 'working', done: 0, total });
      const boards = await storeInlineMedia(outcome.boards, undefined, (done) => setStatus({ kind: 'working', done, total }));
      // Signed out or into another account meanwhile: the boards would land in the wrong place.
      if (store.getState().auth.user?.id !== user?.id) return setStatus({ kind: 'failed' });
      store.dispatch(boardsCopied({ boards, renames: [], now: nowIso() }));
      // Done once the boards are on the device: a reload right after must find them.
      await workSaved();
      setStatus({ kind: 'imported', count: boards.length });
    } catch (error) {
      console.error('Import failed', error);
      setStatus({ kind: 'failed', ...(isQuotaError(error) ? { problem: { kind: 'storage' as const } } : {}) });
    }
  };

  return { status, importFile };
}
