import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Appends one line to a log file, creating its folder: the local stand-in for a delivery channel. */
export async function appendOutboxLine(file: string, line: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${line}\n`, 'utf8');
}
