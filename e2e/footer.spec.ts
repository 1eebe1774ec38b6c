// A phone screen is short: on one, the footer's link lists fold (native <details>, no JavaScript needed) while the
// regulatory lines always show in full; its map keeps the address and the Maps link whatever Google does.
import { footerOrganisationRoutes } from '@/lib/routes';
import { services } from '@/lib/pages/services';
import { MF_RISK_WARNING, site } from '@/content/site';
import { legalEntityLineFor } from '@/lib/pages/siteWords';
import { wordsFor } from '@/lib/i18n/words';
import { localeOfPath, LOCALES } from '@/lib/i18n/locale';
import { pathTo } from '@/content/routes';
import { fillTemplate } from '@/lib/template';
import { formatAddress } from '@/lib/format';
import { ui } from '@/content/en/ui';
import { expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

const address = formatAddress(site.address);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('on a phone the link lists fold and open with a tap; the regulatory lines show in full @mobile', async ({ page }) => {
      await page.goto('/about/');
      const footer = page.locator('footer');
      // One navigation landmark: the organisation's links, then the services.
      const siteLinks = footer.getByRole('navigation', { name: ui.footer.siteLinks });
      const servicesList = siteLinks.locator(':scope > div').nth(1);
      const firstService = servicesList.getByRole('link', { name: services[0]?.heading ?? '', exact: true });
      await expect(firstService).toBeHidden();
      await servicesList.locator('summary').click();
      await expect(firstService).toBeVisible();
      for (const s of services) await expect(servicesList.getByRole('link', { name: s.heading, exact: true })).toBeVisible();

      const organisation = siteLinks.locator(':scope > div').nth(0);
      await expect(organisation.getByRole('link', { name: footerOrganisationRoutes[0]?.label ?? '', exact: true })).toBeHidden();

      // Always in full: the firm, its registration, the risk warning.
      await expect(footer.getByText(site.tagline, { exact: true })).toBeVisible();
      await expect(footer.getByText(site.arn.number, { exact: true })).toBeVisible();
      await expect(footer.getByTestId('footer-legal-entity')).toHaveText(legalEntityLineFor('en'));
      // The company's website disclosures: the registered office, the person for queries and grievances,
      // and the annual return's link once the firm sets it.
      await expect(footer.getByTestId('footer-registered-office')).toHaveText(`${ui.footer.registeredOffice}: ${address}`);
      await expect(footer.getByTestId('footer-queries')).toContainText(fillTemplate(ui.footer.queries, { name: site.grievanceOfficer.name }));
      await expect(footer.getByTestId('footer-queries').getByRole('link', { name: site.grievanceOfficer.email })).toBeVisible();
      await expect(footer.getByTestId('footer-annual-return')).toHaveCount(site.annualReturnUrl ? 1 : 0);
      await expect(footer.getByText(MF_RISK_WARNING)).toBeVisible();
      await expect(footer.getByText(/not registered with SEBI\s+as an investment adviser/)).toBeVisible();
    });

    test('on a wide screen every footer link is shown without unfolding anything @desktop', async ({ page }) => {
      await page.goto('/about/');
      const footer = page.locator('footer');
      for (const route of footerOrganisationRoutes)
        await expect(footer.getByRole('link', { name: route.label, exact: true }).first()).toBeVisible();
      for (const s of services)
        await expect(
          footer.getByRole('navigation', { name: ui.footer.siteLinks }).getByRole('link', { name: s.heading, exact: true }),
        ).toBeVisible();
      // The map's "Show map" is a summary too, but it is a button, not a folded list.
      await expect(footer.locator('summary:visible', { hasNotText: 'Show map' })).toHaveCount(0);
    });
  });
}

test('the footer is one landmark with one labelled navigation landmark in it, in every edition @desktop', async ({ page }) => {
  for (const path of LOCALES.map((locale) => pathTo('/about/', locale))) {
    await page.goto(path);
    const words = wordsFor(localeOfPath(path)).ui.footer;
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation')).toHaveCount(1);
    await expect(footer.getByRole('navigation', { name: words.siteLinks })).toBeVisible();
    await expect(footer.getByRole('region')).toHaveCount(0);
  }
});

test('the footer is much shorter on a phone with its lists folded @mobile', async ({ page }) => {
  await page.goto('/about/');
  const footer = page.locator('footer');
  const folded = await footer.evaluate((el) => el.getBoundingClientRect().height);
  const unfolded = await footer.evaluate((el) => {
    // The link lists only: the map's own <details> would load its frame (a third party) on opening.
    for (const details of el.querySelectorAll<HTMLDetailsElement>('nav details')) details.open = true;
    return el.getBoundingClientRect().height;
  });
  // It measured 2.7 phone screens with every list open; folded, its link lists no longer count.
  expect(folded).toBeLessThan(0.75 * unfolded);
});

// A frame that cannot load must not show the broken frame: the fixture blocks google.com, and a frame's load event fires for the browser's error page
// too; the page asks Google itself (lib/embeds/frameWatch.ts) and puts its message with the direct link in
// the frame's place, never the broken frame.
test.describe('when Google cannot be reached', () => {
  test.use({ expectedConsoleErrors: [/ERR_NAME_NOT_RESOLVED/] });
  test('both maps say so with the direct link, and keep the address and "Open in Google Maps" @desktop', async ({ page }) => {
    await page.goto('/contact/');
    await waitForHydration(page);
    const contactMap = page.getByRole('region', { name: 'Find our office' });
    const footerMap = page.locator('footer').getByTestId('footer-contact');
    for (const [map, show] of [
      [contactMap, contactMap.getByText(ui.map.show)],
      [footerMap, footerMap.locator('summary', { hasText: ui.map.show })],
    ] as const) {
      await show.click();
      await expect(map.getByText(ui.map.failed)).toBeVisible();
      await expect(map.getByRole('link', { name: new RegExp(`^${ui.map.failedLink}`) })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\//,
      );
      await expect(map.locator('iframe')).toBeHidden();
      await expect(map.getByText(address)).toBeVisible();
      await expect(map.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
    }
  });
});

test(
  'the two readings of the hours are labelled for what they are, on the contact and disclosure pages',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    for (const path of ['/contact/', '/disclosure/']) {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main).toContainText(`${site.hoursLabels.office}: ${site.hours.office}`);
      await expect(main).toContainText(site.hoursLabels.contact);
      await expect(main).toContainText(site.hours.contact);
    }
    await expect(page.locator('footer')).toContainText(`${site.hoursLabels.contact}: ${site.hours.contact}`);
  },
);

// N2 of the second compliance review: the legal entity (name, kind, CIN or LLPIN) in the footer and on
// the disclosure, as registered in both editions (only the kind is translated).
test('the footer and the disclosure name the legal entity in every edition @desktop', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(pathTo('/disclosure/', locale));
    const line = legalEntityLineFor(locale);
    expect(line).toContain(site.legalEntity.name);
    if (site.legalEntity.registrationNumber) expect(line).toContain(site.legalEntity.registrationNumber);
    await expect(page.locator('footer').getByTestId('footer-legal-entity')).toHaveText(line);
    await expect(page.getByTestId('legal-entity')).toHaveText(
      fillTemplate(wordsFor(locale).disclosure.registered.legalEntity, { name: site.name, entity: line }),
    );
  }
});
