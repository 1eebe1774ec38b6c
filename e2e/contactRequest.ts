// The request the contact specs type into the form, and the steps they share
// (e2e/contact.spec.ts against out/, e2e/contact-endpoint.spec.ts against the endpoint build).
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

export const request = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '+91 98765-43210',
  service: 'Mutual Funds',
  message: 'I would like to start a SIP for my daughter & review my ELSS.\nPlease call after 6pm.',
};

export async function openContact(page: Page) {
  await page.goto('/contact/');
  await waitForHydration(page);
}

export async function fillRequest(page: Page) {
  await page.getByLabel('Full Name').fill(request.name);
  await page.getByLabel('Email').fill(request.email);
  await page.getByLabel('Phone').fill(request.phone);
  await page.getByLabel('Service (optional)').selectOption(request.service);
  await page.getByLabel('Message').fill(request.message);
}

export async function expectRequestKept(page: Page) {
  await expect(page.getByLabel('Full Name')).toHaveValue(request.name);
  await expect(page.getByLabel('Email')).toHaveValue(request.email);
  await expect(page.getByLabel('Phone')).toHaveValue(request.phone);
  await expect(page.getByLabel('Service (optional)')).toHaveValue(request.service);
  await expect(page.getByLabel('Message')).toHaveValue(request.message);
}
