// This machine has no Devanagari font: without one, Hindi text is drawn as boxes of another width, and
// a layout measured that way is not a phone's. Phones ship Noto Sans Devanagari (Android) or fonts of
// its metrics, and the site's Hindi stack names it first (app/globals.css), so a layout check gives
// the page the project's own copy (@fontsource/noto-sans-devanagari) under that name, in the weights
// the site draws, and waits until they are ready. Only the test's browser gets it: the site still
// downloads no web font.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const FAMILY = 'Noto Sans Devanagari';
const WEIGHTS = [400, 600, 700, 800] as const;
// The Devanagari subset's own range (its @fontsource CSS): Latin text keeps the next font in the stack.
const UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';

let faces: { weight: string; data: string }[] | undefined;

function fontFiles(): { weight: string; data: string }[] {
  faces ??= WEIGHTS.map((weight) => ({
    weight: String(weight),
    data: readFileSync(
      path.join(
        process.cwd(),
        'node_modules/@fontsource/noto-sans-devanagari/files',
        `noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
      ),
    ).toString('base64'),
  }));
  return faces;
}

/**
 * Gives every document the page opens from now on the Devanagari font before its first paint, as a
 * phone has it: without it, the first Devanagari text the browser draws waits for the machine's font
 * fallback, which on a busy machine comes late and reflows the page (a layout shift, a result list
 * still being drawn). Bytes, not a URL: no request, nothing for the page's policy to refuse.
 */
export async function withDevanagariFont(page: Page): Promise<void> {
  await page.addInitScript(
    ({ family, range, files }) => {
      const faces = files.map((file) => {
        const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
        const face = new FontFace(family, bytes, { weight: file.weight, unicodeRange: range });
        document.fonts.add(face);
        return face.load();
      });
      // Nothing is painted until the faces are ready: a phone draws its first frame with its font.
      // Hidden, not held back, so a test's measure of what moves starts at that first frame.
      const hide = new MutationObserver(() => {
        if (!document.documentElement) return;
        hide.disconnect();
        document.documentElement.style.visibility = 'hidden';
        void Promise.all(faces).then(() => document.documentElement.style.removeProperty('visibility'));
      });
      hide.observe(document, { childList: true });
    },
    { family: FAMILY, range: UNICODE_RANGE, files: fontFiles() },
  );
}

/** Adds the Devanagari font to the open document (again after each navigation) and waits until the page is drawn with it. */
export async function loadDevanagariFont(page: Page): Promise<void> {
  await page.evaluate(
    async ({ family, range, files }) => {
      const loaded = files.map((file) => {
        const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
        const face = new FontFace(family, bytes, { weight: file.weight, unicodeRange: range });
        document.fonts.add(face);
        return face.load();
      });
      await Promise.all(loaded);
      await document.fonts.ready;
    },
    { family: FAMILY, range: UNICODE_RANGE, files: fontFiles() },
  );
}
