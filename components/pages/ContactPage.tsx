import { ContactDetails } from '@/components/contact/ContactDetails';
import { parseOpeningHours } from '@/lib/openingHours';
import { ContactForm } from '@/components/contact/ContactForm';
import { OfficeMap } from '@/components/contact/OfficeMap';
import { NriPointer } from '@/components/start/NriPointer';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { routeFor } from '@/lib/routes';
import { services, servicesFor } from '@/lib/pages/services';
import { site } from '@/content/site';
import { siteTextFor } from '@/lib/pages/siteWords';
import { contactFormAction } from '@/lib/contact/submit';
import { type ServiceOption } from '@/lib/contact/prefill';
import { whatsappHref } from '@/lib/contact/prefill';
import { formatAddress } from '@/lib/format';
import { HTML_LANG, type Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { pageMetadata } from '@/lib/pages/seo';
import styles from './ContactPage.module.css';

type ContactPageProps = { locale: Locale };

export function contactMetadata(locale: Locale) {
  return pageMetadata(routeFor('/contact/', locale));
}

/** The select's choices: labelled in the page's language, valued by the English name the firm reads. */
function serviceOptions(locale: Locale): ServiceOption[] {
  const names = servicesFor(locale);
  return services.map((service, index) => ({
    slug: service.id,
    label: names[index]?.heading ?? service.heading,
    value: service.heading,
  }));
}

export function ContactPage({ locale }: ContactPageProps) {
  const route = routeFor('/contact/', locale);
  const text = wordsFor(locale).contact;
  const siteText = siteTextFor(locale);
  const address = formatAddress(site.address);
  // The English line is the one the parser reads; it gives the times, each language its own words.
  const contactHours = parseOpeningHours(site.hours.contact);
  return (
    <>
      <PageHeader heading={route.heading} lead={route.description} />
      <Section className={styles.section}>
        <div className={styles.layout}>
          <section className={styles.details} aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading">{text.detailsHeading}</h2>
            <ContactDetails
              locale={locale}
              text={text.details}
              phone={site.phone}
              email={site.email}
              whatsappHref={site.whatsapp ? whatsappHref(site.whatsapp.e164, siteText.whatsappMessage) : null}
              address={address}
              hours={{ label: siteText.hoursLabels.contact, value: siteText.hours.contact }}
              officeHours={{ label: siteText.hoursLabels.office, value: siteText.hours.office }}
              localHours={
                contactHours
                  ? {
                      opens: contactHours.opens,
                      closes: contactHours.closes,
                      htmlLang: HTML_LANG[locale],
                      template: text.details.localHours,
                    }
                  : null
              }
            />
            <p>
              <InlineRuns runs={text.startPointer} locale={locale} />
            </p>
            <p>
              <NriPointer locale={locale} />
            </p>
          </section>
          <div className={styles.form}>
            <ContactForm
              locale={locale}
              text={{ ...text.form, status: text.status, validation: text.validation, draft: text.draft }}
              action={contactFormAction(site.contactFormEndpoint, site.email)}
              email={site.email}
              phone={site.phone}
              services={serviceOptions(locale)}
              hours={siteText.hours.contact}
              whatsapp={site.whatsapp ? { e164: site.whatsapp.e164, message: siteText.whatsappMessage } : null}
            />
          </div>
          <section className={styles.map} aria-labelledby="contact-map-heading">
            <h2 id="contact-map-heading">{text.mapHeading}</h2>
            <OfficeMap locale={locale} height={360} />
          </section>
        </div>
      </Section>
    </>
  );
}
