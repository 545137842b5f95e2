import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@clinic/contracts';

// otplib and qrcode are loaded on first use, not at start-up (a restarted svc-core answers sooner).
let otplibReady: Promise<typeof import('otplib')> | undefined;
const otplib = () => (otplibReady ??= import('otplib'));

/** A new Base32 TOTP secret of 160 bits (RFC 4226's recommendation). */
export async function newTotpSecret(): Promise<string> {
  return (await otplib()).generateSecret({ length: 20 });
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export async function otpauthUrl(issuer: string, accountName: string, secret: string): Promise<string> {
  return (await otplib()).generateURI({ issuer, label: accountName, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

export async function qrSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** One period either side of now: phones whose clocks drift a little still sign in. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/**
 * The time step a 6-digit code matches, or null. `afterStep` refuses the step of the last accepted
 * code and any earlier one, so a code works once (RFC 6238 section 5.2).
 */
export async function matchingTimeStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const { verify } = await otplib();
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep !== null ? { afterTimeStep: afterStep } : {}) });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses an afterTimeStep beyond its window (a clock that went backwards): no code matches.
    return null;
  }
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function recoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

/** Ten new recovery codes (RECOVERY_CODE_PATTERN), all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCode());
  return [...codes];
}
