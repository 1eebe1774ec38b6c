import { newInvestorIncentive, TRAIL_BASIS } from '@/content/commissions';
import { partners } from '@/content/partners';
import { INSURANCE_SOLICITATION, IRDAI_SPURIOUS_CALLS, site } from '@/content/site';
import { formatRegulatoryDate } from '@/lib/format';
import { expect, test } from './fixtures';

// What a compliance officer checks on the regulatory pages, with every expected value read from content/.

test('the disclosure shows every registration, every fund house, the IRDAI notice and how trail is paid', async ({ page }) => {
  await page.goto('/disclosure/');
  const main = page.getByRole('main');
  await expect(main).toContainText(`${site.arn.number}, valid till ${formatRegulatoryDate(site.arn.validTill)}`);
  const euins = main.getByRole('table', { name: 'Client-facing people and their EUINs' });
  for (const person of site.clientFacingPeople) {
    await expect(euins.getByRole('row', { name: `${person.name} ${person.euin}` })).toBeVisible();
  }
  for (const value of [
    site.insurance.kind,
    site.insurance.number,
    formatRegulatoryDate(site.insurance.validTill),
    ...site.insurance.insurers,
  ]) {
    await expect(main).toContainText(value);
  }
  await expect(main).toContainText(INSURANCE_SOLICITATION);
  await expect(main.getByRole('heading', { name: IRDAI_SPURIOUS_CALLS.heading })).toBeVisible();
  for (const point of IRDAI_SPURIOUS_CALLS.points) await expect(main).toContainText(point);
  for (const partner of partners) await expect(main.getByRole('listitem').filter({ hasText: partner.name })).toHaveCount(1);
  await expect(main).toContainText(TRAIL_BASIS);
  await expect(main.getByRole('table', { name: /percentage of the value of your investment/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: newInvestorIncentive.heading })).toBeVisible();
  await expect(main).toContainText(site.takesNewInvestorIncentive ? newInvestorIncentive.taken : newInvestorIncentive.notTaken);
});

test('About’s income line agrees with the new-investor incentive flag', async ({ page }) => {
  await page.goto('/about/');
  const card = page.getByRole('main').getByText(/charge no separate fee for advice/);
  if (site.takesNewInvestorIncentive) await expect(card).toContainText('one-time additional commission');
  else await expect(card).toContainText('our only income from it is the trail commission');
});

test('grievance redressal names the officer and every escalation route', async ({ page }) => {
  await page.goto('/grievance-redressal/');
  const main = page.getByRole('main');
  const officer = site.grievanceOfficer;
  await expect(main).toContainText(officer.name);
  await expect(main.getByRole('link', { name: officer.email }).first()).toHaveAttribute(
    'href',
    `mailto:${officer.email}?subject=Grievance`,
  );
  await expect(main.getByRole('link', { name: officer.phone.display }).first()).toHaveAttribute('href', `tel:${officer.phone.e164}`);
  await expect(main).toContainText('within 1-2 business days');
  for (const link of [site.links.amfi, site.links.scores, site.links.smartOdr, site.links.bimaBharosa, site.links.insuranceOmbudsman]) {
    await expect(main.locator(`a[href="${link.href}"]`).first()).toBeVisible();
  }
});

test('the privacy notice names who is responsible and the visitor’s rights', async ({ page }) => {
  await page.goto('/privacy/');
  const main = page.getByRole('main');
  await expect(main).toContainText(site.grievanceOfficer.email);
  for (const heading of [
    'Who is responsible for your data',
    'What we collect, and why',
    'Who processes it for us',
    'How long we keep it',
    'Your rights',
  ]) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(main).toContainText('Data Protection Board of India');
});

test('the contact form links to the privacy notice beside Send Request', async ({ page }) => {
  await page.goto('/contact/');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Request' }) });
  await form.getByRole('link', { name: 'privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
});
