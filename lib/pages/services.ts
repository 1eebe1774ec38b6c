import {
  legacyServicePaths,
  relatedServiceIds,
  SERVICE_IDS,
  thumbnail,
  youtubeIds,
  type LegacyRedirectText,
  type LegacyServicePath,
  type LocalisedService,
  type ServiceId,
  type ServicePageWords,
  type ServiceText,
} from '@/content/services';
import type { Service } from '@/content/types';
import { localisePath, type Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';

// The ten services in the page's language: each language's words (content/<locale>/services.ts) with
// the ids, order, pictures and videos every language shares (content/services.ts).

export function legacyRedirectTextFor(locale: Locale): LegacyRedirectText {
  return wordsFor(locale).legacyRedirect;
}

function build(locale: Locale): readonly LocalisedService[] {
  const texts = wordsFor(locale).services;
  return SERVICE_IDS.map((id): LocalisedService => {
    const { imageAlt, video, ...words }: ServiceText = texts[id];
    const youtubeId: string | undefined = (youtubeIds as Partial<Record<ServiceId, string>>)[id];
    return {
      id,
      ...words,
      thumbnailImage: { ...thumbnail(id), alt: imageAlt },
      route: localisePath(`/services/${id}/`, locale),
      ...(video && youtubeId ? { video: { ...video, youtubeId } } : {}),
    };
  });
}

// Each language's list is built once, on first use.
const built = new Map<Locale, readonly LocalisedService[]>();

/** The ten services in English, in order (what every English page lists). */
export const services: readonly LocalisedService[] = servicesFor('en');

/** The ten services in the page's language, in order, each with its route in that edition. For server code. */
export function servicesFor(locale: Locale): readonly LocalisedService[] {
  const known = built.get(locale);
  if (known) return known;
  const list = build(locale);
  built.set(locale, list);
  return list;
}

/** The words around the services on their pages, in the page's language. For server code. */
export function servicePageWordsFor(locale: Locale): ServicePageWords {
  return wordsFor(locale).servicePages;
}

export function findService(id: string, locale: Locale = 'en'): LocalisedService | undefined {
  return servicesFor(locale).find((s) => s.id === id);
}

export function relatedServices(id: string, locale: Locale = 'en'): LocalisedService[] {
  const ids: readonly string[] = relatedServiceIds[id as ServiceId] ?? [];
  return ids.map((relatedId) => findService(relatedId, locale)).filter((s): s is LocalisedService => s !== undefined);
}

export function legacyTarget(path: LegacyServicePath, locale: Locale = 'en'): Service {
  const service = findService(legacyServicePaths[path], locale);
  if (!service) throw new Error(`No service ${legacyServicePaths[path]} for the old path ${path}`);
  return service;
}
