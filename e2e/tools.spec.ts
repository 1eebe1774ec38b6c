import type { Page } from '@playwright/test';
import { routeFor } from '@/lib/routes';
import { MF_RISK_WARNING, site } from '@/content/site';
import { AMFI_RETURN_RANGE, SCHEME_AGNOSTIC_NOTE } from '@/content/assumedReturns';
import { ILLUSTRATION_DISCLAIMER } from '@/content/calculators';
import { ASSUMED_RATE_LABEL, sip, toolCards } from '@/content/en/tools';
import { calculators, rupees } from './calculatorCases';
import { openSettled } from './openSettled';
import { axeViolations, expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

// Every calculator under /tools/ in a real browser: a shared link shows its reference figure (with axe,
// no third-party request and print on the same visit), the slider and the text box, an invalid entry
// kept, the page without JavaScript, and the phone layout.

/** The illustration disclaimer, in full, beside the result and at the size of the page's body text. */
async function expectDisclaimerAtBodySize(page: Page) {
  const disclaimer = page.getByTestId('illustration-disclaimer');
  await expect(disclaimer).toBeVisible();
  await expect(disclaimer).toContainText(ILLUSTRATION_DISCLAIMER.text);
  const [size, body] = await disclaimer.evaluate((element) => [
    getComputedStyle(element).fontSize,
    getComputedStyle(element.ownerDocument.body).fontSize,
  ]);
  expect(size).toBe(body);
}

async function open(page: Page, path: string, query = '') {
  await page.goto(`${path}${query ? `?${query}` : ''}`);
  await waitForHydration(page);
}

/** A shared link, once its result is computed: the live calculator has replaced the exported form. */
async function openShared(page: Page, path: string, query: string) {
  await openSettled(page, `${path}?${query}`);
}

for (const calculator of calculators) {
  const { heading } = routeFor(calculator.path);

  test.describe(heading, () => {
    // Once: the figures and the printout are the same at any width; each page's axe at 375 px is in e2e/pages.spec.ts.
    test(
      'a shared link shows its figures, axe-clean, with no third-party request, and prints with the firm, its ARN and the risk warning',
      WIDTH_INDEPENDENT,
      async ({ page, thirdPartyRequests }) => {
        await openShared(page, calculator.path, calculator.query);
        for (const [id, text] of Object.entries(calculator.figures)) await expect(page.getByTestId(id)).toHaveText(text);
        await expectDisclaimerAtBodySize(page);
        await expect(page.getByTestId('scheme-agnostic')).toHaveText(SCHEME_AGNOSTIC_NOTE);
        await expect(page.getByRole('table')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(thirdPartyRequests).toEqual([]);

        // On paper: the firm, its ARN and the risk warning, without the navbar.
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        await expect(page.getByText(`${site.name}, ${site.tagline}`)).toBeVisible();
        await expect(page.getByText(`${site.arn.number}. ${MF_RISK_WARNING}`)).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Share this result' })).toBeHidden();
        // The full disclaimer beside the result and the scheme-agnostic line are on paper too.
        await expectDisclaimerAtBodySize(page);
        await expect(page.getByTestId('scheme-agnostic')).toBeVisible();
      },
    );

    // One visit: the field working, then the same field given junk.
    test(
      'the slider and the text box move together, the address bar follows, and an invalid entry stays as typed, with a message, unused',
      WIDTH_INDEPENDENT,
      async ({ page }) => {
        await open(page, calculator.path);
        const { slider, box: boxName, typed, sliderValue } = calculator.field;
        await page.getByRole('textbox', { name: boxName }).fill(typed);
        await expect(page.getByRole('slider', { name: slider })).toHaveValue(sliderValue);
        await expect.poll(() => new URL(page.url()).search).toContain(`=${sliderValue}`);
        await page.getByRole('slider', { name: slider }).focus();
        await page.keyboard.press('ArrowLeft');
        await expect(page.getByRole('textbox', { name: boxName })).not.toHaveValue(typed);

        const main = Object.keys(calculator.figures)[0] ?? 'maturity';
        const before = await page.getByTestId(main).textContent();
        const box = page.getByRole('textbox', { name: calculator.field.box });
        await box.fill('12abc');
        await box.press('Tab');
        await expect(box).toHaveValue('12abc');
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId(main)).toHaveText(before ?? '');
        await expect(page.getByTestId('stale-note')).toBeVisible();
        await page.getByRole('button', { name: 'Share this result' }).click();
        await expect(box).toBeFocused();
      },
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'each calculator page shows the defaults’ result, the formula, a worked example and the assumptions',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      for (const { path } of calculators) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor(path).heading);
        await expect(page.locator('[data-testid]').first()).toContainText('₹');
        await expect(page.getByRole('heading', { name: 'How the figures are worked out' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'A worked example' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'What the calculator assumes' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Open this example in the calculator' })).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();
      }
    },
  );
});

test.describe('AMFI’s range for illustrated returns', () => {
  const { min, max } = AMFI_RETURN_RANGE;

  test('a shared link with a rate above the range shows the nearest allowed rate, with the note', WIDTH_INDEPENDENT, async ({ page }) => {
    await open(page, '/tools/lumpsum/', 'amount=100000&rate=25&years=10');
    await expect(page.getByRole('textbox', { name: `${ASSUMED_RATE_LABEL} in percent` })).toHaveValue(String(max));
    await expect(page.getByRole('slider', { name: ASSUMED_RATE_LABEL })).toHaveValue(String(max));
    await expect(page.getByTestId('link-note')).toContainText(
      `The link’s rate value “25” was not used: The assumed rate of return must be from ${min}% to ${max}% a year`,
    );
    await expect(page.getByTestId('link-note')).toContainText(`The nearest allowed value, ${max}%, is shown instead.`);
    await expect(page.getByTestId('maturity')).toHaveText(rupees(100000 * (1 + max / 100) ** 10));
  });

  test('every assumed-return field under /tools/ offers only the range', WIDTH_INDEPENDENT, async ({ page }) => {
    for (const { path } of calculators) {
      await open(page, path);
      const sliders = page.getByRole('slider', { name: /assumed rate of return/i });
      expect(await sliders.count()).toBeGreaterThan(0);
      for (const slider of await sliders.all()) {
        await expect(slider).toHaveAttribute('min', String(min));
        await expect(slider).toHaveAttribute('max', String(max));
      }
    }
  });

  test('the SWP result says how long the money would last only at the constant rate', WIDTH_INDEPENDENT, async ({ page }) => {
    await open(page, '/tools/swp/', 'corpus=5000000&withdrawal=30000&rate=8&years=10');
    await expect(
      page.getByText(
        'At a constant 8% a year it would last 10 years; with returns that vary, especially falls in the early years, it can run out sooner.',
        { exact: true },
      ),
    ).toBeVisible();
  });

  test('the spec’s SIP calculator and the hub carry the disclaimer and the scheme-agnostic line', WIDTH_INDEPENDENT, async ({ page }) => {
    await open(page, '/financial-calculator/', 'amount=5000&rate=12&years=10');
    await expect(page.getByTestId('sip-maturity')).not.toHaveText('₹0.00');
    await expectDisclaimerAtBodySize(page);
    await expect(page.getByTestId('scheme-agnostic')).toHaveText(SCHEME_AGNOSTIC_NOTE);
    await page.emulateMedia({ media: 'print' });
    await expectDisclaimerAtBodySize(page);
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/tools/');
    await expect(page.getByTestId('scheme-agnostic')).toHaveText(SCHEME_AGNOSTIC_NOTE);
  });
});

test('the hub links to every tool card, and the home page and the SIP calculator link to the hub', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/tools/');
  for (const card of toolCards)
    await expect(page.getByRole('link', { name: card.heading, exact: true })).toHaveAttribute('href', card.path);
  await page.goto('/');
  await page.getByRole('link', { name: 'More calculators' }).click();
  await expect(page).toHaveURL(/\/tools\/$/);
  await page.goto('/financial-calculator/');
  await expect(page.getByRole('link', { name: 'more calculators' })).toHaveAttribute('href', '/tools/');
});

test.describe('on a 375 px phone', () => {
  test('the yearly table scrolls inside its box with the year column fixed, and big figures stay whole @mobile', async ({ page }) => {
    await open(page, '/financial-calculator/', 'amount=50000&rate=20&years=30');
    const maturity = page.getByTestId('sip-maturity');
    await expect(maturity).toHaveText('₹1,16,80,40,087.86');
    const lines = await maturity.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const region = page.getByRole('region', { name: /Year-by-year growth/ });
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const yearCell = region.getByRole('rowheader', { name: '30', exact: true });
    const before = await yearCell.boundingBox();
    await region.evaluate((element) => element.scrollBy(400, 0));
    expect((await yearCell.boundingBox())?.x).toBe(before?.x);
  });

  test('share copies the link where there is no share sheet, and says so @mobile', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await open(page, '/tools/lumpsum/', 'amount=100000&rate=12&years=10');
    await page.getByRole('button', { name: 'Share this result' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    // The link carries every input of the result, the inflation of its today's-rupees figure too.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/tools/lumpsum/?amount=100000&rate=12&years=10&inflation=6', page.url()).href,
    );
  });

  test('share opens the system share sheet where there is one @mobile', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await open(page, '/financial-calculator/', 'amount=5000&rate=12&years=10');
    await page.getByRole('button', { name: 'Share this result' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Shared.' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toBe(page.url());
  });
});

test.describe('the SIP calculator on the framework', () => {
  test(
    'says the result is for the previous inputs until Calculate, and notes a link value not used',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      await open(page, '/financial-calculator/', 'amount=5000&rate=99&years=10');
      await expect(page.getByTestId('link-note')).toContainText('The link’s rate value “99” was not used');
      await expect(page.getByTestId('sip-maturity')).toHaveText('₹0.00');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByRole('textbox', { name: `${sip.labels.years} in whole years` }).fill('12');
      await expect(page.getByTestId('stale-note')).toHaveText(/result below is for the previous inputs until you press Calculate again/);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByTestId('stale-note')).toBeHidden();
    },
  );
});
