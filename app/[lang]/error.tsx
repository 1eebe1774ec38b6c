'use client';

import { useParams } from 'next/navigation';
import { LoadErrorBox } from '@/components/layout/LoadErrorBox';
import type { PrefixedLocale } from '@/lib/i18n/locale';
import type { LoadErrorText } from '@/content/loadError';
// The prefixed editions' words only, a few lines each: this chunk loads on every page of those editions
// and never on an English one. The type check names a language added to the table and missing here.
import { loadError as hi } from '@/content/hi/loadError';
import { loadError as mr } from '@/content/mr/loadError';

const WORDS: Record<PrefixedLocale, LoadErrorText> = { hi, mr };

/** The boundary of every edition under app/[lang]/ for what fails in the browser: see app/(en)/error.tsx. */
export default function ErrorBoundary() {
  const { lang } = useParams<{ lang: PrefixedLocale }>();
  return <LoadErrorBox words={WORDS[lang]} />;
}
