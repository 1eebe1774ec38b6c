import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { OfficeMap } from '@/components/contact/OfficeMap';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { routeFor } from '@/content/routes';
import { services } from '@/content/services';
import { startGuide } from '@/content/start';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { site } from '@/content/site';
import { contactFormAction } from '@/lib/contact';
import { whatsappHref } from '@/lib/contactLinks';
import { formatAddress } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import styles from './contact.module.css';

const route = routeFor('/contact/');

export const metadata = pageMetadata(route);

export default function ContactPage() {
  const address = formatAddress(site.address);
  return (
    <>
      <PageHeader heading={route.heading} lead={route.description} />
      <Section className={styles.section}>
        <div className={styles.layout}>
          <section className={styles.details} aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading">Call, write or visit</h2>
            <ContactDetails
              phone={site.phone}
              email={site.email}
              whatsappHref={site.whatsapp ? whatsappHref(site.whatsapp.e164, site.whatsapp.message) : null}
              address={address}
              hours={{ label: site.hoursLabels.contact, value: site.hours.contact }}
              officeHours={{ label: site.hoursLabels.office, value: site.hours.office }}
            />
            <p>
              <InlineRuns runs={startGuide.pointers.contact} />
            </p>
          </section>
          <div className={styles.form}>
            <ContactForm
              heading="Your Request"
              action={contactFormAction(site.contactFormEndpoint, site.email)}
              email={site.email}
              phone={site.phone}
              services={services.map((s) => ({ slug: s.id, label: s.heading }))}
              hours={site.hours.contact}
              whatsapp={site.whatsapp}
            />
          </div>
          <section className={styles.map} aria-labelledby="contact-map-heading">
            <h2 id="contact-map-heading">Find our office</h2>
            <OfficeMap locale="en" height={360} />
          </section>
        </div>
      </Section>
    </>
  );
}
