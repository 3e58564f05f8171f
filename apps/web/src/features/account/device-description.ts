import Bowser from 'bowser';

/** What the devices screen shows for a stored user agent: browser, operating system and kind of device. */
export interface DeviceDescription {
  browser: string;
  os: string;
  /** Maker and model when the user agent names them ('Apple iPhone'), else ''. */
  device: string;
  /** The kind of device bowser guesses, for when there is no model to name. */
  kind: DeviceKind | undefined;
}

export type DeviceKind = 'mobile' | 'tablet' | 'desktop' | 'tv';
const KINDS: readonly string[] = ['mobile', 'tablet', 'desktop', 'tv'];

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** Reads a stored user-agent text (spec 02 §3 Device.deviceId); parts it cannot tell are empty. */
export function describeDevice(userAgent: string): DeviceDescription {
  const parsed = Bowser.parse(userAgent);
  const version = parsed.browser.version?.split('.')[0];
  return {
    browser: join(parsed.browser.name, version),
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    device: join(parsed.platform.vendor, parsed.platform.model),
    kind: KINDS.includes(parsed.platform.type ?? '') ? (parsed.platform.type as DeviceKind) : undefined,
  };
}
