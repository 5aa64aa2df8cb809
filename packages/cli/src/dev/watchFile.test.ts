import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchFile } from './watchFile.ts';

describe('watchFile', () => {
  it('hands over the new content of a UTF-16 spec decoded, as the checker reads it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'specrun-watch-')), 'spec.md');
    const utf16 = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf16le');
    writeFileSync(file, utf16('# Specification: A\n'));
    const changed = new Promise<string>((resolve) => {
      const stop = watchFile(file, (text) => {
        stop();
        resolve(text);
      });
    });
    writeFileSync(file, utf16('# Specification: Café\n'));
    expect(await changed).toBe('# Specification: Café\n');
  });

  it('reports a deleted file once, and its return as a change even with the same content', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'specrun-watch-')), 'spec.md');
    writeFileSync(file, '# Specification: A\n');
    const seen: string[] = [];
    let notify = () => undefined as void;
    const next = () => new Promise<void>((resolve) => (notify = resolve));
    const stop = watchFile(
      file,
      (text) => {
        seen.push(`change ${text.trim()}`);
        notify();
      },
      () => {
        seen.push('missing');
        notify();
      },
    );
    try {
      let event = next();
      rmSync(file);
      await event;
      event = next();
      writeFileSync(file, '# Specification: A\n');
      await event;
      expect(seen).toEqual(['missing', 'change # Specification: A']);
    } finally {
      stop();
    }
  });
});
