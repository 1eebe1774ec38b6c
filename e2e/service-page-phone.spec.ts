// Issue 12: a service page on a phone starts with its heading and text, and says what it costs.
import { routeFor } from '@/content/routes';
import { SERVICE_COST_HEADING, serviceCostText, servicePaidBy } from '@/content/serviceCosts';
import { services } from '@/content/services';
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

test('every service page says what it costs the visitor and links to the disclosure', async ({ page }) => {
  for (const service of services) {
    await page.goto(service.route);
    const cost = page.getByRole('region', { name: SERVICE_COST_HEADING });
    const paidBy = servicePaidBy[service.id];
    expect(paidBy, `${service.id} in content/serviceCosts.ts`).toBeDefined();
    if (!paidBy) continue;
    await expect(cost).toContainText(serviceCostText[paidBy]);
    await expect(cost.getByRole('link', { name: /disclosure/ })).toHaveAttribute('href', routeFor('/disclosure/').path);
  }
});
