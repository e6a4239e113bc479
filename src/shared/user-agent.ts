/*
 * Which browser on which kind of device a User-Agent header names, in words a person
 * recognises in their session list ("Chrome" on "Windows"). Only what people need to tell
 * their own devices apart: no versions, no rare browsers, and a plain "Unknown" otherwise.
 */

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_DEVICE = 'Unknown device';

export type BrowserName =
  | 'Edge'
  | 'Opera'
  | 'Samsung Internet'
  | 'Vivaldi'
  | 'Firefox'
  | 'Chrome'
  | 'Safari'
  | 'Internet Explorer'
  | typeof UNKNOWN_BROWSER;

export type DeviceName =
  | 'iPad'
  | 'iPhone'
  | 'Android phone'
  | 'Android tablet'
  | 'ChromeOS'
  | 'Windows'
  | 'Mac'
  | 'Linux'
  | typeof UNKNOWN_DEVICE;

export interface UserAgentDescription {
  browser: BrowserName;
  device: DeviceName;
}

/**
 * First match wins, so the order matters: Edge, Opera, Samsung Internet and Vivaldi also name
 * Chrome, and Chrome (HeadlessChrome too: the same browser, driven by a program) names Safari.
 * On iPhones every browser is Safari underneath and names itself by its own token (CriOS, FxiOS).
 */
const browsers: readonly (readonly [RegExp, BrowserName])[] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(?:OPR|OPiOS)\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bTrident\/|\bMSIE /, 'Internet Explorer'],
];

/** iOS names "Mac OS X" and Android names "Linux", so both come before those. */
const devices: readonly (readonly [RegExp, DeviceName])[] = [
  [/\biPad\b/, 'iPad'],
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\bAndroid\b.*\bMobile\b|\bMobile\b.*\bAndroid\b/, 'Android phone'],
  [/\bAndroid\b/, 'Android tablet'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch<Name extends string>(
  userAgent: string,
  table: readonly (readonly [RegExp, Name])[],
  unknown: Name,
): Name {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? unknown;
}

export function describeUserAgent(userAgent: string | null | undefined): UserAgentDescription {
  const header = userAgent ?? '';
  return {
    browser: firstMatch(header, browsers, UNKNOWN_BROWSER),
    device: firstMatch(header, devices, UNKNOWN_DEVICE),
  };
}
