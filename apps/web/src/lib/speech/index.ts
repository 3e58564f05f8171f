export { getSpeechService, createSpeechService } from './create-speech-service';
export { NO_VOICE_WARNING, SpeechService, type ServiceEvents, type SpeakRequest } from './speech-service';
export { unlockAudio } from './audio-context';
export { planOutput, type PlaybackStep } from './output-plan';
export { SPEECH_LOG_FLAG, type SpeechLogEntry } from './speech-log';
export type { EngineId, SpeakOptions, SpeakOutcome, SpeechEngine, SpeechVoice } from './speech-types';
export { CLOUD_SPEECH_TIMEOUT_MS, type CloudClip, type CloudProblem, type CloudRequest, type CloudSpeech } from './cloud-speech';
