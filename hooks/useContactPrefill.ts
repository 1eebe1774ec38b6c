import { useEffect } from 'react';
import { contactPrefill, type ServiceOption } from '@/lib/contact';

/**
 * Fills the form's service and message from the page's query string (`?service=<slug>&message=...`)
 * once, after hydration: the export is static, so only the browser knows the query. A field the
 * visitor has already touched is left as it is, and nothing is written afterwards, so what they type
 * is never overwritten.
 */
export function useContactPrefill(form: React.RefObject<HTMLFormElement | null>, services: readonly ServiceOption[]) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const { service, message } = contactPrefill(window.location.search, services);
    const select = element.elements.namedItem('service');
    if (service && select instanceof HTMLSelectElement && select.value === '') select.value = service;
    const textarea = element.elements.namedItem('message');
    if (message && textarea instanceof HTMLTextAreaElement && textarea.value === '') textarea.value = message;
    // Runs once: the services list comes from the page and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
