import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where screenshots go: outside the repository, for a person to look at. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'specrun-screenshots');

/** Saves a full-page screenshot named after the screen. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
