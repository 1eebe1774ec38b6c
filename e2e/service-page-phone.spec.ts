// A service page on a phone starts with its heading and text, and says what it costs.
import { services } from '@/lib/pages/services';
import { expect, test } from './fixtures';

const first = services[0];

test('on a phone the page opens on its heading and text; the open services list follows the article @mobile', async ({ page }) => {
  for (const service of [first, services.at(-1)]) {
    if (!service) continue;
    await page.goto(service.route);
    const article = page.locator('main article').first();
    const sidebar = page.getByRole('navigation', { name: 'Service pages' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
    const intro = article.locator('p').first();
    await expect(intro).toBeInViewport();
    // Still open by default, as the spec asks, but below the whole article.
    await expect(sidebar.getByRole('link', { name: service.heading, exact: true })).toBeVisible();
    const articleBox = await article.boundingBox();
    const sidebarBox = await sidebar.boundingBox();
    expect(sidebarBox && articleBox && sidebarBox.y >= articleBox.y + articleBox.height).toBe(true);
  }
});

test('on a wide screen the services list stays beside the article, on the left @desktop', async ({ page }) => {
  if (!first) return;
  await page.goto(first.route);
  const articleBox = await page.locator('main article').first().boundingBox();
  const sidebarBox = await page.getByRole('navigation', { name: 'Service pages' }).boundingBox();
  expect(sidebarBox && articleBox && sidebarBox.x + sidebarBox.width <= articleBox.x).toBe(true);
  expect(sidebarBox && articleBox && Math.abs(sidebarBox.y - articleBox.y) < 80).toBe(true);
});

// What each service page says it costs is checked on the one visit per page in pages.spec.ts.
