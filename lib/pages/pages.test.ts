import { servicesFor } from '@/lib/pages/services';
import { allPages, pagesFor } from './pages';
import { localisePath } from '../i18n/locale';

it('lists the same pages in each edition, the Hindi ones under /hi/ with their Hindi service headings', () => {
  const english = pagesFor('en');
  const hindi = pagesFor('hi');
  expect(allPages).toEqual(english);
  expect(hindi.map((p) => p.path)).toEqual(english.map((p) => localisePath(p.path, 'hi')));
  expect(new Set(hindi.map((p) => p.path)).size).toBe(hindi.length);
  for (const service of servicesFor('hi')) {
    expect(hindi.find((p) => p.path === service.route)).toMatchObject({ heading: service.heading, description: service.description });
  }
});
