/**
 * jsdom has no MediaRecorder or microphone: a small stand-in that behaves like the browser's (start, data on stop,
 * then stop), so the recorder's own logic runs unchanged. The real one is exercised end to end in Chromium.
 */
export class StandInMediaRecorder {
  static supported = new Set(['audio/ogg;codecs=opus', 'audio/webm;codecs=opus']);
  static isTypeSupported = (type: string) => StandInMediaRecorder.supported.has(type);
  static last: StandInMediaRecorder | undefined;

  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  readonly mimeType: string;

  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    StandInMediaRecorder.last = this;
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    queueMicrotask(() => {
      this.ondataavailable?.({ data: new Blob([new Uint8Array([79, 103, 103, 83, 0, 2])], { type: this.mimeType }) });
      this.onstop?.();
    });
  }
}

export interface StandInMicrophone {
  tracksStopped: () => boolean;
  restore: () => void;
}

/** Installs the stand-in recorder and a microphone that grants access, or refuses with the given DOMException name. */
export function installMicrophone(refuseWith?: string): StandInMicrophone {
  let stopped = 0;
  const track = { stop: () => (stopped += 1) };
  const saved = { recorder: Reflect.get(globalThis, 'MediaRecorder'), devices: Reflect.get(navigator, 'mediaDevices') };
  Reflect.set(globalThis, 'MediaRecorder', StandInMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async () => {
        if (refuseWith) throw new DOMException('refused', refuseWith);
        return { getTracks: () => [track] };
      },
    },
  });
  return {
    tracksStopped: () => stopped > 0,
    restore: () => {
      Reflect.set(globalThis, 'MediaRecorder', saved.recorder);
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: saved.devices });
      StandInMediaRecorder.supported = new Set(['audio/ogg;codecs=opus', 'audio/webm;codecs=opus']);
    },
  };
}
