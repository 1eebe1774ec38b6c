'use client';

import { useEffect, useState } from 'react';
import { readContactValues } from '@/lib/contact/rules';
import { contactRequestText, type ContactDraftWords } from '@/lib/contact/draft';
import { whatsappHref, type ServiceOption } from '@/lib/contact/prefill';
import { useContactPrefill } from '@/hooks/useContactPrefill';
import type { Locale } from '@/lib/i18n/locale';
import { loadOnce } from '@/lib/embeds/loadOnce';
import type { ContactFormControllerProps } from './ContactFormController';

type Controller = typeof import('./ContactFormController').ContactFormController;

/** Fetches the form's behaviour (and the validation and sending code it carries) once, on first need. */
const loadController = loadOnce<Controller>(() => import('./ContactFormController').then((module) => module.ContactFormController));

type ContactFormEnhancerProps = Omit<ContactFormControllerProps, 'form' | 'submitOnMount'> & {
  /** The id of the server-rendered form this island brings to life. */
  formId: string;
  /** The id of the form's heading: a link that fills the form in lands there. */
  headingId: string;
  services: readonly ServiceOption[];
};

type Loaded = { Controller: Controller; form: HTMLFormElement; submitOnMount: boolean };

/**
 * The contact form's island, kept small because every visit to the page downloads it: it renders
 * nothing, switches the browser's bubbles off (the island's messages replace them), and fetches
 * ContactFormController when the visitor starts on the form, presses Send Request, or arrives by a
 * link that fills it in. A press that comes before the code is held and sent once it arrives; if the
 * code cannot be fetched, the form is the plain HTML form again and the browser sends it.
 */
/**
 * "Send by WhatsApp" is a link (it works without JavaScript, with the firm's greeting): as it is
 * pressed, before the browser follows it, it takes the request as typed as its text, labelled in the
 * page's language. Nothing is checked here: WhatsApp shows the visitor the text before anything is sent,
 * with their own number.
 */
function writeWhatsApp(event: MouseEvent, locale: Locale, draft: ContactDraftWords) {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-whatsapp-number]') : null;
  const form = link?.closest('form');
  if (!link || !form) return;
  link.href = whatsappHref(link.dataset.whatsappNumber ?? '', contactRequestText(readContactValues(new FormData(form)), locale, draft));
}

export function ContactFormEnhancer({ formId, headingId, services, ...behaviour }: ContactFormEnhancerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Here rather than in the controller: the form is filled, and the page at the form, as soon as the page
  // starts, and a link on this page that changes only the fragment is heard before the controller is fetched.
  useContactPrefill(formId, headingId, services);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (loaded || !(form instanceof HTMLFormElement)) return;
    form.noValidate = true;
    let submitted = false;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      submitted = true;
      // A press after the code arrived (fetched as the visitor started typing) but before React has
      // handed the form to it: the controller, not yet mounted, replays this press when it is.
      setLoaded((current) => (current ? { ...current, submitOnMount: true } : current));
      load();
    };
    const load = () => {
      loadController().then(
        (Controller) => setLoaded((current) => current ?? { Controller, form, submitOnMount: submitted }),
        () => {
          form.removeEventListener('submit', hold);
          form.noValidate = false;
          if (submitted) form.requestSubmit();
        },
      );
    };
    form.addEventListener('focusin', load, { once: true });
    form.addEventListener('submit', hold);
    if (window.location.search || window.location.hash) load();
    return () => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('submit', hold);
    };
  }, [formId, loaded]);

  // For the life of the page, whether or not the rest of the form's code has arrived.
  const { locale } = behaviour;
  const { draft } = behaviour.text;
  useEffect(() => {
    const form = document.getElementById(formId);
    const onClick = (event: MouseEvent) => writeWhatsApp(event, locale, draft);
    form?.addEventListener('click', onClick);
    return () => form?.removeEventListener('click', onClick);
  }, [formId, locale, draft]);

  return loaded ? <loaded.Controller form={loaded.form} submitOnMount={loaded.submitOnMount} {...behaviour} /> : null;
}
