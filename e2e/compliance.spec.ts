import { insuranceCommission, LIMITED_UNIVERSE, newInvestorIncentive, TRAIL_BASIS } from '@/content/commissions';
import { investorAwareness } from '@/content/investorAwareness';
import { DATA_PROTECTION_BOARD, PRIVACY_RESPONSE_DAYS } from '@/content/privacy';
import { partners } from '@/content/partners';
import { INSURANCE_SOLICITATION, IRDAI_SPURIOUS_CALLS, site } from '@/content/site';
import { formatRegulatoryDate } from '@/lib/format';
import { expect, test, WIDTH_INDEPENDENT } from './fixtures';

// What a compliance officer checks on the regulatory pages, with every expected value read from content/.

test(
  'the disclosure shows every registration, every fund house, the IRDAI notice and how trail is paid',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    await page.goto('/disclosure/');
    const main = page.getByRole('main');
    await expect(main).toContainText(`${site.arn.number}, valid till ${formatRegulatoryDate(site.arn.validTill)}`);
    const euins = main.getByRole('table', { name: 'Client-facing people and their EUINs' });
    for (const person of site.clientFacingPeople) {
      await expect(euins.getByRole('row', { name: `${person.name} ${person.euin}` })).toBeVisible();
    }
    for (const value of [
      site.insurance.kind,
      site.insurance.category,
      site.insurance.principalOfficer,
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
    await expect(main).toContainText(LIMITED_UNIVERSE);
    await expect(main.getByRole('heading', { name: insuranceCommission.heading })).toBeVisible();
    for (const paragraph of insuranceCommission.paragraphs) await expect(main).toContainText(paragraph);
    await expect(main.getByRole('heading', { name: investorAwareness.heading })).toBeVisible();
    for (const point of investorAwareness.points) await expect(main).toContainText(point);
    await expect(main.locator(`a[href="${investorAwareness.links.scores.href}"]`).first()).toBeVisible();
    await expect(main).toContainText(site.takesNewInvestorIncentive ? newInvestorIncentive.taken : newInvestorIncentive.notTaken);
  },
);

test('About’s income line agrees with the new-investor incentive flag', async ({ page }) => {
  await page.goto('/about/');
  const card = page.getByRole('main').getByText(/we charge no fee for it/);
  if (site.takesNewInvestorIncentive) await expect(card).toContainText('one-time additional commission');
  else await expect(card).toContainText('our only income from it is the trail commission');
});

test('grievance redressal names the officer and every escalation route', WIDTH_INDEPENDENT, async ({ page }) => {
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

test('the privacy notice names who is responsible and the visitor’s rights', WIDTH_INDEPENDENT, async ({ page }) => {
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
  await expect(main.getByRole('link', { name: DATA_PROTECTION_BOARD.label })).toHaveAttribute('href', DATA_PROTECTION_BOARD.href);
  for (const heading of ['Children’s data', 'When these obligations apply']) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  // DPDP Rules, rule 8(3): kept for at least a year; rule 14: a stated time to answer.
  await expect(main).toContainText('for at least one year');
  await expect(main).toContainText(`within ${PRIVACY_RESPONSE_DAYS} days`);
  if (site.whatsapp) await expect(main).toContainText('WhatsApp');
});

test('the contact form links to the privacy notice beside Send Request', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/contact/');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Request' }) });
  await form.getByRole('link', { name: 'privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
});

test('the home page carries IRDAI’s spurious-calls notice, since its services include insurance', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('heading', { name: IRDAI_SPURIOUS_CALLS.heading });
  await expect(notice).toBeVisible();
  for (const point of IRDAI_SPURIOUS_CALLS.points) await expect(page.getByRole('main')).toContainText(point);
});

for (const width of [320, 375]) {
  test(`the header's "${site.tagline}" tagline is at least 12 px at ${width} px @mobile`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const tagline = page.locator('header').getByText(site.tagline, { exact: true });
    await expect(tagline).toBeVisible();
    const size = await tagline.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(12);
  });
}

test('an insurer is given two weeks, as IRDAI says, before a complaint goes to Bima Bharosa', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/grievance-redressal/');
  await expect(page.getByRole('main')).toContainText('within two weeks of receiving it');
  await expect(page.getByRole('main')).not.toContainText('15 days');
});
