import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of a select (Radix). On a loaded machine a click that lands while the list is still opening can be
 * taken as the end of the opening gesture and ignored: the list stays open and nothing is chosen. So the pick is
 * retried until the select shows the option.
 */
export const chooseOption = async (page: Page, select: Locator, option: string) => {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};
