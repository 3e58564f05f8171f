export * from './schemas/index.ts';
export * from './schemas/fit-to-limits.ts';
export * from './api/index.ts';

export * from './ids/board-ids.ts';
export * from './ids/local-id.ts';

export * from './navigation/navigation-history.ts';
export * from './navigation/browser-history.ts';

export * from './boards/board-list.ts';
export * from './boards/server-ids.ts';
export * from './boards/merge-boards.ts';
export * from './boards/board-origins.ts';
export * from './boards/board-ownership.ts';
export * from './boards/board-deletion.ts';
export * from './boards/board-name.ts';
export * from './boards/board-migrations.ts';
export * from './boards/fit-board-to-limits.ts';
export * from './boards/board-visibility.ts';
export * from './boards/public-board-copy.ts';

export * from './communicators/communicator-rules.ts';
export * from './lists/load-more.ts';
export * from './sharing/share-text.ts';

export * from './tiles/tile-colours.ts';
export * from './tiles/colour-schemes.ts';
export * from './tiles/contrast-text.ts';
export * from './tiles/colour-contrast.ts';
export * from './tiles/tile-frame.ts';
export * from './tiles/label-width.ts';
export * from './tiles/tile-links.ts';
export * from './tiles/tile-operations.ts';
export * from './tiles/tile-selection.ts';
export * from './tiles/tile-click.ts';

export * from './grid/grid-layout.ts';
export * from './grid/grid-problems.ts';
export * from './grid/grid-resize.ts';
export * from './grid/grid-move.ts';
export * from './grid/fixed-switch.ts';

export * from './validation/messages.ts';
export * from './validation/account-forms.ts';
export * from './validation/field-rules.ts';
export * from './validation/data-url.ts';
export * from './validation/subscription-entries.ts';

export * from './media/image-limits.ts';
export * from './media/media-types.ts';
export * from './media/media-limits.ts';
export { inspectMedia, type MediaInspection } from './media/inspect-media.ts';
export * from './media/svg/svg-limits.ts';
export * from './media/svg/svg-sanitiser.ts';
export * from './subscriptions/subscription-status.ts';
export * from './subscriptions/display-status.ts';
export * from './lock/lock-counter.ts';
export * from './output/output-rules.ts';
export * from './notifications/notification-queue.ts';
export * from './locales/locales.ts';
export * from './locales/language-names.ts';
export * from './locales/language-list.ts';
export * from './locales/voice-language.ts';
export * from './speech/espeak-languages.ts';
export * from './speech/espeak-prosody.ts';
export * from './speech/espeak-synthesizer.ts';
export * from './speech/cloud-voices.ts';

export type { MergeClock, MergeConflict, MergeResult } from './sync/merge-types.ts';
export { jsonEqual } from './sync/json-equal.ts';
export { clockFromRecords } from './sync/merge-clock.ts';
export * from './sync/merge-board.ts';
export * from './sync/merge-communicator.ts';
export * from './sync/merge-settings.ts';
export * from './sync/arrival.ts';
export * from './scanning/scan-tree.ts';
export * from './scanning/scanner.ts';
export * from './scanning/dwell.ts';

export * from './formats/import-limits.ts';
export { encodeBase64, decodeBase64 } from './formats/base64.ts';
export { dataUrlBytes, dataUrlType } from './formats/media-check.ts';
export { OBF_FORMAT, OBF_COLUMNS, OBF_IMAGE_SIZE, type ExportMedia, type ExportOptions } from './formats/obf-write.ts';
export { OBZ_ZIP_OPTIONS, obzEntries, writeObf, writeObz } from './formats/obz-write.ts';
export { writeCboardJson } from './formats/cboard-json.ts';
export * from './formats/import-board-file.ts';
export { keyWords, ownWordsIndex, type OwnWordEntry, type OwnWords } from './formats/message-key-words.ts';
export type { SuggestPicture } from './formats/suggested-pictures.ts';
export * from './formats/export-file-name.ts';
export * from './formats/pdf-layout.ts';
export * from './formats/text-scripts.ts';

export * from './words/fold-word.ts';
export * from './words/word-finder.ts';
export * from './words/learned-words.ts';
export * from './words/predictor.ts';
export * from './phrases/phrase-history.ts';
export * from './words/keyboard-orders.ts';
export * from './words/keyboard-layouts.ts';
export * from './words/keyboard-board.ts';

export * from './analytics/index.ts';
