// Photographs of screens for a person to look through, in e2e/artifacts/screens/ (git-ignored).
// Only with E2E_SCREENS=1: `pnpm test` leaves them out, as they take time and assert nothing.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const SCREENS_DIR = path.resolve(__dirname, '../../artifacts/screens');
const PHOTOGRAPH = process.env.E2E_SCREENS === '1';

/** A full-page photograph of the page as `name`.jpeg, when E2E_SCREENS=1. */
export async function photograph(page: Page, name: string): Promise<void> {
  if (!PHOTOGRAPH) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.jpeg`), fullPage: true, type: 'jpeg', quality: 70 });
}
