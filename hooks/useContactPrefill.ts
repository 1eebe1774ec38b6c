import { useEffect } from 'react';
import { contactPrefill, type ServiceOption } from '@/lib/contact/prefill';

/**
 * Fills the form's service and message from the page's query string (`?service=<slug>&message=...`)
 * once, when the form's island starts: the export is static, so only the browser knows the query. A
 * field the visitor has already touched is left as it is, and nothing is written afterwards, so what
 * they type is never overwritten.
 */
export function useContactPrefill(form: HTMLFormElement, services: readonly ServiceOption[]) {
  useEffect(() => {
    const { service, message } = contactPrefill(window.location.search, services);
    const select = form.elements.namedItem('service');
    if (service && select instanceof HTMLSelectElement && select.value === '') select.value = service;
    const textarea = form.elements.namedItem('message');
    if (message && textarea instanceof HTMLTextAreaElement && textarea.value === '') textarea.value = message;
    // Runs once: the form and the services list come from the page and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
