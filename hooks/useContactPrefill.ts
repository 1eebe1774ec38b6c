import { useEffect } from 'react';
import { contactPrefill, fragmentCarriesMessage, type ServiceOption } from '@/lib/contact/prefill';

/**
 * Fills the form's service and message from the page's address (`?service=<slug>#message=...`, see
 * contactPrefill) as the page starts: the export is static, so only the browser knows the address. And
 * again when a link on the contact page itself changes only the fragment (the phone bar's "Request a
 * call back"): the browser then scrolls, but loads nothing. A field that already holds something (typed,
 * or restored by the browser) is left as it is, so what the visitor types is never overwritten.
 *
 * A message read from the fragment is then taken out of the address: a reload, Back and Forward, or a
 * copied address would otherwise fill it in again, or hand someone else the visitor's answers. The
 * fragment becomes the form's heading, and the page goes there: the message is what the link was for,
 * and the visitor should see it (a link used to add `#contact-form-heading` itself, before the
 * fragment carried the message).
 */
export function useContactPrefill(formId: string, headingId: string, services: readonly ServiceOption[]) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const fill = (arriving: boolean) => {
      const { service, message } = contactPrefill(window.location, services);
      const select = form.elements.namedItem('service');
      if (service && select instanceof HTMLSelectElement && select.value === '') select.value = service;
      const textarea = form.elements.namedItem('message');
      if (message && textarea instanceof HTMLTextAreaElement && textarea.value === '') textarea.value = message;

      if (!fragmentCarriesMessage(window.location.hash)) return;
      const address = new URL(window.location.href);
      address.hash = headingId;
      // Keeping the router's state, as the other address rewrites do (hooks/useLocationSearch.ts).
      window.history.replaceState(window.history.state, '', address);
      // Arriving, land as the browser lands on an anchor; on the page already, scroll as a link to one does.
      document.getElementById(headingId)?.scrollIntoView({ behavior: arriving ? 'instant' : 'auto' });
    };
    fill(true);
    const onHashChange = () => fill(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
    // The form, its heading and the services list come from the page and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
