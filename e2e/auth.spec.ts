import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, registerViaApi, uniqueUsername } from './helpers/accounts';
import { setMaintenance, signInAsAdmin } from './helpers/admin';

// Issue 2, item 8: register → signed in on / → logout → login → maintenance on shows the waitlist → a signed-out
// unknown path shows the landing page. Real server, real database, real Chromium.

const LANDING = /know what your inspection report means/i;
const HOME = 'AI-Powered Home Inspection Analysis';
const WAITLIST = "We're making improvements";

test.describe.configure({ mode: 'serial' });

test('register, land signed in on /, log out, log back in', async ({ page }) => {
  const username = uniqueUsername();

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@e2e.test`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await expect(page.locator('[data-slot="toast"]').getByText('Account created!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' })).toBeVisible();

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await expect(page.locator('[data-slot="toast"]').getByText('Welcome back!')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});

test('wrong password shows the server message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(uniqueUsername('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('[data-slot="toast"]');
  await expect(toast.getByText('Login failed')).toBeVisible();
  // the server's own words, without the "401: " prefix the error object carries
  await expect(toast.getByText('Invalid username or password.', { exact: true })).toBeVisible();
  await expect(toast).not.toContainText('401');
});

test('the drawer logs out on a phone-sized screen', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerViaApi(page, baseURL!);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Analysis Reports' })).toBeVisible();

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation Menu' });
  await expect(drawer.getByText('Access all app features')).toBeVisible();
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('maintenance on shows the waitlist', async ({ page, baseURL }) => {
  const admin = await signInAsAdmin(baseURL!);
  await setMaintenance(admin, true);
  try {
    // visitors: /auth becomes the waitlist, the landing page stays
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: WAITLIST })).toBeVisible();
    await page.getByLabel('Email').fill(`${uniqueUsername('waitlist')}@e2e.test`);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();

    // signed-in users: the main pages become the waitlist, the others stay
    await registerViaApi(page, baseURL!);
    for (const path of ['/', '/reports', '/reports/1/analysis', '/credits']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: WAITLIST })).toBeVisible();
    }
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  } finally {
    // the e2e server is shared by every spec file: leave it as we found it
    await setMaintenance(admin, false);
    await admin.dispose();
  }

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Analysis Reports' })).toBeVisible();
});

test('a signed-out visitor on an unknown path sees the landing page', async ({ page }) => {
  await page.goto('/this/path/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
  await expect(page).toHaveURL(/\/this\/path\/does-not-exist$/);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
});
