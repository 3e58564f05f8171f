import { mergeSettings, sameContent, type VersionedSettings } from '@tessera/core';
import type { RootState } from '../state/store';
import { settingsArrived } from '../state/sync-actions';
import { bases } from './bases';
import type { SyncContext } from './sync-context';
import type { SyncedSettings } from './sync-requests';

/**
 * The settings that follow the user (spec 01 §4: display, navigation, language, speech voice, pitch and rate,
 * scanning); the volume stays this device's. A voice another device lacks is passed over there for one of the
 * language (lib/speech), and is still the user's choice where it exists.
 */
export const syncedSettingsOf = (state: RootState): SyncedSettings => {
  const { display, navigation, scanning, speech } = state.settings;
  return { display, navigation, scanning, language: { lang: state.language.lang }, speech: syncedSpeech(speech) };
};

const syncedSpeech = ({ voiceURI, pitch, rate }: SyncedSettings['speech']): SyncedSettings['speech'] => ({ ...(voiceURI ? { voiceURI } : {}), pitch, rate });

const syncedPart = ({ display, navigation, scanning, language, speech }: VersionedSettings | SyncedSettings): SyncedSettings => ({
  display,
  navigation,
  scanning,
  language: { lang: language.lang },
  speech: syncedSpeech(speech),
});

/**
 * The account's settings arrived (a pull, a live update, a stale save's 409): merged field by field with this
 * device's against the version both last agreed on (core's mergeSettings), shown at once, and sent back where the
 * merge differs from the account's. A version this device already agreed on changes nothing.
 */
export async function settingsArriving(sync: SyncContext, remote: VersionedSettings): Promise<void> {
  const { db, store, outbox } = sync;
  const agreed = await bases.get<SyncedSettings>(db, 'settings', 'user');
  if (agreed && agreed.version >= remote.version) return;
  if (!sync.isCurrent()) return;
  const theirs = syncedPart(remote);
  // Without a base to tell who changed what (this device never agreed on a version yet), a change this device has
  // waiting to be sent is the newer one; otherwise the account's settings win where the two differ.
  const waiting = (await db.outbox.where('key').equals('settings:user').count()) > 0;
  const { merged } = mergeSettings(agreed?.record, syncedSettingsOf(store.getState()), theirs, waiting ? { localEditedAt: 1, remoteEditedAt: 0 } : undefined);
  const { language, speech, ...sections } = merged;
  store.dispatch(settingsArrived({ settings: { ...sections, speech: { ...store.getState().settings.speech, ...speech } }, lang: language.lang }));
  await bases.put(db, 'settings', 'user', remote.version, theirs);
  if (!sameContent(syncedSettingsOf(store.getState()), theirs)) await outbox.add('settings', 'user');
}
