import type { Page } from '@playwright/test';
import { NO_SCRIPT_NOTES } from '@/content/en/calculators';
import { sip } from '@/content/en/tools';
import { axeViolations, expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

const PAGE = '/financial-calculator/';
const RATE = sip.labels.rate;
const YEARS = sip.labels.years;

/** The spec's formula and money format, written out here so the suite does not trust the app's own code. */
function expectedMaturity(amount: number, rate: number, years: number): string {
  const r = rate / 12 / 100;
  const n = years * 12;
  const maturity = ((amount * ((1 + r) ** n - 1)) / r) * (1 + r);
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    maturity,
  );
}

function calculator(page: Page) {
  return {
    maturity: page.getByTestId('sip-maturity'),
    amountSlider: page.getByRole('slider', { name: 'Monthly investment' }),
    rateSlider: page.getByRole('slider', { name: RATE }),
    yearsSlider: page.getByRole('slider', { name: YEARS }),
    amountBox: page.getByRole('textbox', { name: 'Monthly investment in rupees' }),
    rateBox: page.getByRole('textbox', { name: `${RATE} in percent` }),
    yearsBox: page.getByRole('textbox', { name: `${YEARS} in whole years` }),
    calculate: page.getByRole('button', { name: 'Calculate' }),
    table: page.getByRole('table', { name: /Year-by-year growth/ }),
  };
}

async function open(page: Page, search = '') {
  await page.goto(`${PAGE}${search}`);
  await waitForHydration(page);
  return calculator(page);
}

async function press(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

test('the sliders work from the keyboard and Calculate shows the formula’s figure', WIDTH_INDEPENDENT, async ({ page }) => {
  const c = await open(page);
  await expect(c.maturity).toHaveText('₹0.00');

  await c.amountSlider.focus();
  await press(page, 'ArrowRight', 8);
  await expect(c.amountSlider).toHaveAttribute('aria-valuetext', '₹5,000 per month');
  await expect(c.amountBox).toHaveValue('5,000');

  await c.rateSlider.focus();
  await page.keyboard.press('End');
  await press(page, 'ArrowLeft', 5);
  await expect(c.rateSlider).toHaveAttribute('aria-valuetext', '19.5% per year');

  await c.yearsSlider.focus();
  await press(page, 'ArrowRight', 9);
  await expect(c.yearsSlider).toHaveAttribute('aria-valuetext', '10 years');

  // Moving the sliders alone changes nothing in the result.
  await expect(c.maturity).toHaveText('₹0.00');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

  await c.calculate.focus();
  await page.keyboard.press('Enter');
  await expect(c.maturity).toHaveText(expectedMaturity(5000, 19.5, 10));
  await expect(page).toHaveURL(`${PAGE}?amount=5000&rate=19.5&years=10`);
  await expect(c.table.getByRole('row')).toHaveCount(11);
});

test('values can be typed instead of dragged, and Enter calculates', WIDTH_INDEPENDENT, async ({ page }) => {
  const c = await open(page);
  await c.amountBox.fill('25,000');
  await c.rateBox.fill('12.5');
  await c.yearsBox.fill('15');
  await expect(c.amountSlider).toHaveValue('25000');
  await expect(c.rateSlider).toHaveValue('12.5');
  await expect(c.yearsSlider).toHaveValue('15');
  await expect(c.maturity).toHaveText('₹0.00');
  await c.yearsBox.press('Enter');
  await expect(c.maturity).toHaveText(expectedMaturity(25000, 12.5, 15));
  await expect(page.getByText('about ₹1.32 crore')).toBeVisible();
});

test('a value outside the range is explained, kept and not used', WIDTH_INDEPENDENT, async ({ page }) => {
  const c = await open(page);
  await c.rateBox.fill('0');
  await c.rateBox.press('Tab');
  await expect(page.getByText('The return rate must be at least 1% a year; it cannot be zero.')).toBeVisible();
  await expect(c.rateBox).toHaveAttribute('aria-invalid', 'true');
  await c.calculate.click();
  await expect(c.rateBox).toBeFocused();
  await expect(c.rateBox).toHaveValue('0');
  await expect(c.maturity).toHaveText('₹0.00');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

  await c.rateBox.fill('8');
  await expect(page.getByText(/cannot be zero/)).toBeHidden();
  await c.calculate.click();
  await expect(c.maturity).toHaveText(expectedMaturity(1000, 8, 1));
});

test('a shared link reproduces the result', WIDTH_INDEPENDENT, async ({ page, context }) => {
  const c = await open(page);
  await c.amountBox.fill('7500');
  await c.rateBox.fill('11.2');
  await c.yearsBox.fill('23');
  await c.calculate.click();
  const figure = expectedMaturity(7500, 11.2, 23);
  await expect(c.maturity).toHaveText(figure);

  const shared = await context.newPage();
  await shared.goto(page.url());
  await waitForHydration(shared);
  const s = calculator(shared);
  await expect(s.maturity).toHaveText(figure);
  await expect(s.amountSlider).toHaveValue('7500');
  await expect(s.rateBox).toHaveValue('11.2');
  await expect(s.yearsSlider).toHaveAttribute('aria-valuetext', '23 years');
  await expect(s.table.getByRole('row')).toHaveCount(24);
  await shared.close();
});

// "12,5" was once read as 125%. A decimal comma is a decimal point, typed or in a link.
test('a decimal comma in the rate is read as a point, never multiplied by ten', WIDTH_INDEPENDENT, async ({ page }) => {
  const c = await open(page, '?amount=5000&rate=12,5&years=10');
  await expect(c.maturity).toHaveText(expectedMaturity(5000, 12.5, 10));
  await c.rateBox.fill('9,5');
  await c.calculate.click();
  await expect(c.maturity).toHaveText(expectedMaturity(5000, 9.5, 10));
});

// ClearTax's published example (₹2,000 a month at 12% for 2 years is ₹54,486.40) is checked in lib/sip.test.ts.

test('junk in the query is ignored and the defaults kept', WIDTH_INDEPENDENT, async ({ page }) => {
  const c = await open(page, '?amount=lots&rate=0&years=99');
  await expect(c.amountBox).toHaveValue('1,000');
  await expect(c.rateBox).toHaveValue('1');
  await expect(c.yearsBox).toHaveValue('1');
  await expect(c.maturity).toHaveText('₹0.00');
  await c.calculate.click();
  await expect(c.maturity).toHaveText('₹12,065.20');
});

test('the worked example below the formula opens in the calculator', WIDTH_INDEPENDENT, async ({ page }) => {
  await open(page);
  await page.getByRole('link', { name: 'Open this example in the calculator' }).click();
  await expect(page).toHaveURL(`${PAGE}?amount=5000&rate=12&years=20`);
  await waitForHydration(page);
  await expect(calculator(page).maturity).toHaveText(expectedMaturity(5000, 12, 20));
});

test('no axe violations with the result, chart and table shown', async ({ page }) => {
  const c = await open(page, '?amount=50000&rate=20&years=30');
  await expect(c.maturity).toHaveText('₹1,16,80,40,087.86');
  await expect(c.table).toBeVisible();
  // The chart draws as it nears the viewport: bring it there (centring the long table below it left it
  // within a few pixels of its trigger's margin, then past it once the page kept room for the action bar).
  await page.locator('main figure').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /Bar chart of the value/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('no axe violations with validation messages shown', async ({ page }) => {
  const c = await open(page);
  await c.amountBox.fill('');
  await c.yearsBox.fill('2.5');
  await c.calculate.click();
  await expect(page.getByText('Enter a monthly investment, for example 5000.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('nothing overflows sideways at phone, tablet and desktop widths', WIDTH_INDEPENDENT, async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const c = await open(page, '?amount=50000&rate=20&years=30');
    await expect(c.table).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Touch targets: every slider and text box is at least 44 px tall.
    for (const control of [c.amountSlider, c.rateSlider, c.yearsSlider, c.amountBox, c.rateBox, c.yearsBox, c.calculate]) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form and its labels are in the page, with a note that the calculator needs JavaScript', async ({ page, request }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SIP calculator');
    const c = calculator(page);
    await expect(c.amountSlider).toBeVisible();
    await expect(c.rateSlider).toBeVisible();
    await expect(c.yearsSlider).toBeVisible();
    await expect(c.calculate).toBeVisible();
    await expect(c.maturity).toHaveText('₹0.00');
    // Playwright turns scripts off without telling the HTML parser, so <noscript> content is not
    // rendered here as it is in a browser with JavaScript disabled: check the exported HTML instead.
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain(`<noscript><p class="callout">${NO_SCRIPT_NOTES.submit}</p></noscript>`);
    // The print header carries the warning too, hidden on screen: look for the one on show.
    await expect(page.getByText('Mutual Fund investments are subject to market risks').filter({ visible: true }).first()).toBeVisible();
  });

  // The form once submitted React's generated names (?_R_…-amount=), so what was typed was lost.
  test(
    'Calculate carries the typed figures under their real names, and that link gives the result with JavaScript',
    WIDTH_INDEPENDENT,
    async ({ page, browser }) => {
      await page.goto(PAGE);
      const c = calculator(page);
      await c.amountBox.fill('7000');
      await c.rateBox.fill('11');
      await c.yearsBox.fill('12');
      await c.calculate.click();
      await expect(page).toHaveURL(/\?/);
      const query = new URL(page.url()).searchParams;
      expect([...query.keys()]).toEqual(['amount', 'rate', 'years']);
      expect(Object.fromEntries(query)).toEqual({ amount: '7000', rate: '11', years: '12' });

      // A new context takes this file's options (JavaScript off) unless told otherwise.
      const context = await browser.newContext({ javaScriptEnabled: true });
      const withScript = await context.newPage();
      await withScript.goto(page.url());
      await expect(withScript.getByTestId('sip-maturity')).toHaveText(expectedMaturity(7000, 11, 12));
      await context.close();
    },
  );
});
