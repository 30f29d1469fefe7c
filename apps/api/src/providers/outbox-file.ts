import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Appends one line to a log file, creating its folder: the local stand-in for a delivery channel. */
export async function appendOutboxLine(file: string, line: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${line}\n`, 'utf8');
}

/**
 * The text as the outbox table keeps it: the one-time code or temporary password it carries is
 * masked, so the table never holds a usable secret (the code is checked against its HMAC).
 */
export function withSecretMasked(text: string, secret: string): string {
  return text.split(secret).join('•'.repeat(secret.length));
}
