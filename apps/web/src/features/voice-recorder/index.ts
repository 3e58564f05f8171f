// Recorded voice for a tile (spec 01 §2): composed by the tile editor in app/.
export { VoiceRecorder, type VoiceRecorderProps, type StoreMedia } from './voice-recorder';
export { pickRecordingType, RECORDING_TYPES } from './recording-format';
