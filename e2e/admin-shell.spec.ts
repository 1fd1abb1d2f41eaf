import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function signIn(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('the admin area sends a visitor to /auth and back after signing in', async ({ page }) => {
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  for (const text of [
    'Total Views',
    'Unique Visitors',
    'Page Views',
    'Engagement Rate',
    'No traffic data available',
    'No post data available',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toHaveText(/Dashboard\s*\/\s*Analytics/);
});

test('dashboard, header, sidebar toggle kept in a cookie, and sign out', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const text of [
    'Site Visitors',
    'Quick Actions',
    'Recent Activity',
    'No recent activity',
    'Admin Dashboard',
    'Live',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('+0% from last month')).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expect(page.getByText('admin', { exact: true })).toBeVisible(); // role badge

  const sidebar = page.locator('aside[data-state]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');

  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});

test('education requires sign-in and then lists the courses', async ({ page }) => {
  await page.goto('/education');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/education$/);
  await expect(page.getByRole('heading', { name: 'Education', level: 1 })).toBeVisible();
});
