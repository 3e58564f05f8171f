import { defineMessage, defineMessages } from 'react-intl';

export const voiceRecorderMessages = defineMessages({
  record: { id: 'voiceRecorder.record' },
  stop: { id: 'voiceRecorder.stop' },
  play: { id: 'voiceRecorder.play' },
  stopPlaying: { id: 'voiceRecorder.stopPlaying' },
  rerecord: { id: 'voiceRecorder.rerecord' },
  delete: { id: 'voiceRecorder.delete' },
  saved: { id: 'voiceRecorder.saved' },
  permissionDenied: { id: 'voiceRecorder.permissionDenied' },
  noMicrophone: { id: 'voiceRecorder.noMicrophone' },
  unsupported: { id: 'voiceRecorder.unsupported' },
  failed: { id: 'voiceRecorder.failed' },
});

export const recordingTimeMessage = defineMessage<{ seconds: number }>({ id: 'voiceRecorder.recording' });
