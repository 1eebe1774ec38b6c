// What axe cannot see: the browser's default text at 24 and 32 px and 200% / 400% zoom (640 x 450 and
// 320 x 256 CSS px) on every template in every language (e2e/templateSample.ts: the page of each
// template whose words are longest in that language); focus never under a fixed bar or the open menu;
// Indian-script digits in a calculator and the phone field; the result in view after Calculate;
// blocked frames that say so; the NRI front door. Driven by the route table and the locale table: one
// load per page, then the text size and the window change on the open page. Layout does not depend on the device's touch,
// so it all runs in the desktop project (WIDTH_INDEPENDENT), at the sizes each test sets.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { calculatorCopyFor } from '@/lib/calculators/calculatorWords';
import { pathTo } from '@/content/routes';
import { placedRoutes, routeFor } from '@/lib/routes';
import { NRI_START_CASE } from '@/content/start';
import { languageSwitchFor, wordsFor } from '@/lib/i18n/words';
import { pagesFor } from '@/lib/pages/pages';
import { templateSample } from './templateSample';
import { HTML_LANG, LOCALES, type Locale } from '@/lib/i18n/locale';
import { startAnswersFromQuery } from '@/lib/questionnaires/startChecklist';
import { expect, test, untilScrollSettles, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';
import { assembleStartGuide, startCasePath } from '@/lib/questionnaires/startGuide';
import { loadLibrary } from '@/lib/library';
import { localHours } from '@/lib/localHours';
import { parseOpeningHours } from '@/lib/openingHours';
import { site } from '@/content/site';
import { siteTextFor } from '@/lib/pages/siteWords';
import { fillTemplate } from '@/lib/template';
import { loadDevanagariFont, withDevanagariFont } from './devanagariFont';

/**
 * The conditions: a default font of 24 and 32 px in a 1280 px window, 200% and 400% zoom, and the
 * narrower of the phones most people read on (360 x 740) at the same two text sizes: the visitors who
 * most need large text set it on a phone. The other (375 x 812) is wider and taller at the same text
 * sizes, under the same em breakpoints, so a page that fits the 360 px phone fits it: it is measured
 * at its default text by every test of the mobile project.
 */
const CONDITIONS = [
  { name: '24 px text', fontSize: 24, viewport: { width: 1280, height: 800 } },
  { name: '32 px text', fontSize: 32, viewport: { width: 1280, height: 800 } },
  { name: '200% zoom', fontSize: 16, viewport: { width: 640, height: 450 } },
  { name: '400% zoom', fontSize: 16, viewport: { width: 320, height: 256 } },
  { name: '360 px phone, 24 px text', fontSize: 24, viewport: { width: 360, height: 740 } },
  { name: '360 px phone, 32 px text', fontSize: 32, viewport: { width: 360, height: 740 } },
] as const;

type Condition = (typeof CONDITIONS)[number];

/** Chrome's default font size (Settings > Appearance > Font size), as the DevTools Protocol sets it. */
async function setDefaultFontSize(cdp: CDPSession, size: number): Promise<void> {
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: size, fixed: size } });
}

/** The next read of the layout (layoutProblems) lays the page out afresh: no frame needs to pass first. */
async function apply(page: Page, cdp: CDPSession, condition: Condition): Promise<void> {
  await page.setViewportSize(condition.viewport);
  await setDefaultFontSize(cdp, condition.fontSize);
}

/**
 * What is wrong with the page as it is laid out now, in one round trip: the page wider than the window
 * (a box that scrolls sideways on its own must say so in `scrollHint`), or a header item outside the
 * window: the brand, the language switch, and either every link of the bar or the menu button.
 */
async function layoutProblems(page: Page, scrollHint: string): Promise<string[]> {
  return page.evaluate((hint) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    // Inside a box that scrolls or clips sideways (a carousel's track, a wide table's own scroll box),
    // an element past the window's edge is reached by that box, not lost.
    const insideSidewaysBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    // Nothing cut off: no element reaching past the window's edges (the page could hide it by clipping
    // instead of scrolling), and no control whose label spills out of its box (a label wrapped into
    // more lines than a fixed-height bar holds). Visually hidden text (1 px) is meant to be off-screen.
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      if ((box.right > width + 0.5 || box.left < -0.5) && !insideSidewaysBox(element) && element.checkVisibility())
        problems.push(`${describe(element)} reaches ${Math.round(box.left)}-${Math.round(box.right)} px`);
    }
    for (const control of document.body.querySelectorAll<HTMLElement>('button, a.button, summary, nav a, label')) {
      if (!control.checkVisibility() || getComputedStyle(control).display === 'inline') continue;
      if (control.closest('.visually-hidden, [inert]')) continue;
      if (control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1)
        problems.push(`${describe(control)}'s label spills out of its ${control.clientWidth} x ${control.clientHeight} px box`);
    }
    for (const box of document.querySelectorAll('[role="region"][tabindex="0"]')) {
      const says = [...box.querySelectorAll('*')].some((e) => e.textContent?.trim() === hint && e.checkVisibility());
      if (box.scrollWidth > box.clientWidth + 1 && !says) problems.push(`${box.getAttribute('aria-label')} scrolls without its hint`);
    }
    const inside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.left >= -0.5 && box.right <= width + 0.5;
    };
    const nav = document.querySelector('header nav');
    const barLinks = [...(nav?.querySelectorAll('ul a') ?? [])].filter((a) => a.getBoundingClientRect().width > 0);
    // Before hydration the menu control is a link to the footer's list; after, a button.
    const toggle = nav?.querySelector(':scope > button, :scope > a[href^="#"]');
    const shown = barLinks.length > 0 ? barLinks : toggle ? [toggle] : [];
    if (shown.length === 0) problems.push('neither the bar links nor the menu button show');
    for (const element of [document.querySelector('header a'), nav?.querySelector(':scope > a[hreflang]'), ...shown])
      if (!element || !inside(element)) problems.push(`header item outside the window: ${element?.textContent?.trim() ?? 'missing'}`);
    return problems;
  }, scrollHint);
}

// Four templates to a test: each test's browser context costs more than a page's eight checks.
const TEMPLATES_PER_TEST = 4;
const batches = Array.from({ length: Math.ceil(templateSample.length / TEMPLATES_PER_TEST) }, (_, i) =>
  templateSample.slice(i * TEMPLATES_PER_TEST, (i + 1) * TEMPLATES_PER_TEST),
);

test.describe('every template at large text and zoom, in every language', () => {
  for (const batch of batches) {
    test(
      `${batch.map((t) => t.template).join(', ')}: no sideways scroll, nothing cut off, the header reachable, at 24/32 px text (1280 and 360 px wide) and 200/400% zoom`,
      WIDTH_INDEPENDENT,
      async ({ page }) => {
        test.setTimeout(90_000);
        const cdp = await page.context().newCDPSession(page);
        for (const { locale, route } of batch.flatMap((t) => t.pages)) {
          await page.setViewportSize(CONDITIONS[0].viewport);
          await setDefaultFontSize(cdp, CONDITIONS[0].fontSize);
          await page.goto(route.path, { waitUntil: 'domcontentloaded' });
          await loadDevanagariFont(page);
          for (const condition of CONDITIONS) {
            await apply(page, cdp, condition);
            expect.soft(await layoutProblems(page, wordsFor(locale).ui.scrollHint), `${route.path} at ${condition.name}`).toEqual([]);
          }
        }
      },
    );
  }
});

/** The focused element, and whether the point at its centre is it (or inside it), not a bar over it. */
async function focusedInSight(page: Page): Promise<{ name: string; visible: boolean; top: string }> {
  await untilScrollSettles(page);
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { name: 'body', visible: true, top: 'body' };
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const top = hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing';
    return { name, visible: !!hit && (hit === element || element.contains(hit) || hit.contains(element)), top };
  });
}

async function expectFocusInSight(page: Page, where: string): Promise<void> {
  const focus = await focusedInSight(page);
  expect.soft(focus.visible, `${where}: ${focus.name} is under ${focus.top}`).toBe(true);
}

const WALK_SIZES = [
  { width: 375, height: 812 },
  { width: 640, height: 450 },
] as const;

test.describe('focus is never hidden (WCAG 2.4.11)', () => {
  // Scrolls land at once, so each check reads where focus came to rest (the positions are the same smoothly).
  test.use({ reducedMotion: 'reduce' });
  for (const size of WALK_SIZES) {
    test(`a keyboard walk through the contact form at ${size.width} x ${size.height}`, WIDTH_INDEPENDENT, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(routeFor('/contact/').path);
      await waitForHydration(page);
      const form = wordsFor('en').contact.form;
      await page.getByLabel(form.labels.name).focus();
      await expectFocusInSight(page, form.labels.name);
      // Through every field to the send button: each one clear of the header and the action bar.
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        await expectFocusInSight(page, `Tab ${step + 1} after ${form.labels.name}`);
      }
    });

    // Hindi's longer words at the smaller of the two sizes only: the menu's height is what differs.
    for (const locale of size.height < 500 ? LOCALES : (['en'] as const)) {
      test(`a keyboard walk through the open menu at ${size.width} x ${size.height}, ${locale}`, WIDTH_INDEPENDENT, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(pathTo('/about/', locale));
        await waitForHydration(page);
        const ui = wordsFor(locale).ui;
        const toggle = page.getByRole('button', { name: ui.menu });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        // Every item, the login and each other edition's link included, in sight in turn: the menu scrolls within itself.
        const items = placedRoutes('nav', locale).length + 1 + languageSwitchFor(locale).length;
        for (let item = 0; item < items; item += 1) {
          await page.keyboard.press('Tab');
          await expectFocusInSight(page, `menu item ${item + 1}`);
          await expect.soft(toggle).toHaveAttribute('aria-expanded', 'true');
        }
        // Tab past the last item: the menu closes (the APG disclosure navigation's behaviour) and the
        // next control is in sight, not under the menu.
        await page.keyboard.press('Tab');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expectFocusInSight(page, 'after the menu');
      });
    }
  }
});

/** The SIP calculator's amount box (its query name is "amount") and its Calculate button, in the page's language. */
function sipForm(page: Page, locale: Locale): { amount: Locator; calculate: Locator; maturity: Locator } {
  return {
    amount: page.locator('input[type="text"][name="amount"]'),
    calculate: page.getByRole('button', { name: calculatorCopyFor(locale).sip.calculate }),
    maturity: page.getByTestId('sip-maturity'),
  };
}

test.describe('digits of Indian scripts', () => {
  test(
    '१,००० in the Hindi SIP calculator is 1000: the same result as with Latin digits, and a shared link in Latin digits',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      await page.goto(routeFor('/financial-calculator/', 'hi').path);
      await waitForHydration(page);
      const sip = sipForm(page, 'hi');
      await sip.amount.fill('1000');
      await sip.calculate.click();
      const latin = await sip.maturity.textContent();
      await sip.amount.fill('२,०००');
      await sip.calculate.click();
      await expect(sip.amount).not.toHaveAttribute('aria-invalid', 'true');
      await expect(sip.maturity).not.toHaveText(latin ?? '');
      await sip.amount.fill('१०००');
      await sip.calculate.click();
      await expect(sip.amount).not.toHaveAttribute('aria-invalid', 'true');
      await expect(sip.maturity).toHaveText(latin ?? '');
      // Tidied into the box as the slider writes it, and into the address in Latin digits.
      await sip.amount.blur();
      await expect(sip.amount).toHaveValue('1,000');
      await expect.poll(() => new URL(page.url()).searchParams.get('amount')).toBe('1000');
    },
  );

  test('a phone number in Devanagari digits is accepted by the Hindi contact form', WIDTH_INDEPENDENT, async ({ page }) => {
    await page.goto(routeFor('/contact/', 'hi').path);
    await waitForHydration(page);
    const form = wordsFor('hi').contact.form;
    const phone = page.getByLabel(form.labels.phone);
    await page.getByLabel(form.labels.name).fill('आशा राव');
    await phone.fill('९८७६५ ४३२१०');
    await phone.blur();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await phone.fill('९८७६');
    await phone.blur();
    // The same rule reads them: four digits are too few, in any script.
    await page.getByRole('button', { name: wordsFor('hi').contact.status.submit }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(wordsFor('hi').contact.validation.phone.tooShort)).toBeVisible();
  });
});

test(
  'after Calculate on a 360 px phone the result is in view, clear of the header and the action bar, in every edition',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const locale of LOCALES) {
      await page.goto(routeFor('/financial-calculator/', locale).path);
      await waitForHydration(page);
      const sip = sipForm(page, locale);
      // click() scrolls the button into view itself, and finds it again if the live tool replaces the
      // exported form as it nears the viewport (a scroll of its own could hold the form being replaced).
      await sip.calculate.click();
      await untilScrollSettles(page);
      await expect(sip.maturity).toBeInViewport({ ratio: 1 });
      const clear = await sip.maturity.evaluate((figure) => {
        const box = figure.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && (hit === figure || figure.contains(hit));
      });
      expect.soft(clear, `${locale}: the maturity figure is under a bar`).toBe(true);
      // Focus went with the view, to the result's heading: not left on the button under the header.
      await expect(page.locator('[data-result] h2')).toBeFocused();
      await expectFocusInSight(page, `${locale}: after Calculate`);
    }
  },
);

test(
  'after Check on a 360 px phone at 24 px text the self-check verdict is focused and wholly in view, clear of both bars, in every edition',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // A layout measured with boxes for Devanagari is not a phone's: the page gets the font a phone has.
    await withDevanagariFont(page);
    const cdp = await page.context().newCDPSession(page);
    await setDefaultFontSize(cdp, 24);
    for (const locale of LOCALES) {
      const topic = loadLibrary(locale).topics.find((t) => t.selfCheck.length > 0);
      if (!topic) throw new Error(`no self-check in the ${locale} library`);
      await page.goto(topic.path);
      await waitForHydration(page);
      const words = wordsFor(locale).library.selfCheck;
      const question = page.getByRole('group', { name: topic.selfCheck[0]?.question });
      await question.getByRole('radio').first().check();
      await question.getByRole('button', { name: words.check }).click();
      const verdict = question.getByTestId('self-check-verdict');
      await expect(verdict).toBeFocused();
      await untilScrollSettles(page);
      await expect(verdict).toBeInViewport({ ratio: 1 });
      // Its first and last lines are not under the sticky header or the action bar.
      const clear = await verdict.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        return [box.top + 4, box.bottom - 4].every((y) => {
          const hit = document.elementFromPoint(x, y);
          return !!hit && (hit === element || element.contains(hit));
        });
      });
      expect.soft(clear, `${locale}: the verdict is under a bar`).toBe(true);
    }
  },
);

test.describe('a frame that cannot load says so, with the direct link', () => {
  // The fixture lets no third-party name resolve: Google and YouTube cannot be reached.
  test.use({ expectedConsoleErrors: [/ERR_NAME_NOT_RESOLVED/] });

  test('the Hindi contact page’s map and a Hindi service page’s video', WIDTH_INDEPENDENT, async ({ page }) => {
    const ui = wordsFor('hi').ui;
    await page.goto(routeFor('/contact/', 'hi').path);
    await waitForHydration(page);
    const map = page.locator('main details[data-frame]');
    await map.getByText(ui.map.show).click();
    await expect(map.getByText(ui.map.failed)).toBeVisible();
    await expect(map.getByRole('link', { name: new RegExp(`^${ui.map.failedLink}`) })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps/,
    );
    await expect(map.locator('iframe')).toBeHidden();

    const withVideo = pagesFor('hi').find((p) => p.path.includes('/services/mutual-funds/'));
    await page.goto(withVideo?.path ?? '');
    await waitForHydration(page);
    await page.getByRole('button', { name: new RegExp(`^${ui.video.play}`) }).click();
    const link = page.getByRole('link', { name: new RegExp(`^${ui.video.failedLink}`) });
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();
    await expect(page.getByText(ui.video.failed)).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
  });
});

test(
  'the NRI front door: home, footer and contact page lead to the checklist for living abroad, in both editions',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    for (const locale of LOCALES) {
      const words = assembleStartGuide(wordsFor(locale).start).pointers.nri;
      const href = startCasePath(NRI_START_CASE, locale);
      await page.goto(pathTo('/', locale));
      const entry = page.locator('main').getByRole('link', { name: words.label, exact: true });
      await expect(entry).toHaveAttribute('href', href);
      await expect(page.locator('footer').getByRole('link', { name: words.label, exact: true })).toHaveAttribute('href', href);
      await waitForHydration(page);
      await entry.click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
      const where = startAnswersFromQuery(new URL(href, 'https://example.com').search).answers.where;
      const option = assembleStartGuide(wordsFor(locale).start).checklist.questions.where.options[where];
      await expect(page.getByRole('radio', { name: option })).toBeChecked();
      // It lands on the steps, not on the questions answered for the visitor four screens above them.
      const steps = page.getByRole('heading', { name: assembleStartGuide(wordsFor(locale).start).checklist.resultHeading });
      await expect(steps).toBeFocused();
      await expect(steps).toBeInViewport();
      await page.goto(pathTo('/contact/', locale));
      await expect(page.locator('main').getByRole('link', { name: words.label, exact: true })).toHaveAttribute('href', href);
    }
  },
);

test.describe('the firm’s hours for a visitor abroad', () => {
  test.use({ timezoneId: 'Asia/Dubai' });

  test(
    'the contact page adds them in the browser’s time zone under the IST line, in both editions',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      const hours = parseOpeningHours(site.hours.contact);
      if (!hours) throw new Error('the contact hours line must parse');
      for (const locale of LOCALES) {
        await page.goto(pathTo('/contact/', locale));
        const line = page.getByTestId('local-hours');
        // The line is there before the code comes, so nothing moves when the words arrive.
        const before = await line.evaluate((el) => el.getBoundingClientRect().height);
        await waitForHydration(page);
        const there = localHours(hours.opens, hours.closes, 'Asia/Dubai', HTML_LANG[locale]);
        if (!there) throw new Error('Dubai does not keep India’s time');
        await expect(line).toHaveText(fillTemplate(wordsFor(locale).contact.details.localHours, { ...there }));
        expect(await line.evaluate((el) => el.getBoundingClientRect().height)).toBe(before);
        // The IST line stays the reference.
        await expect(page.locator('main').getByText(siteTextFor(locale).hours.contact).first()).toBeVisible();
      }
    },
  );
});
