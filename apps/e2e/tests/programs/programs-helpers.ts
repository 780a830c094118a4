import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** Picks an option of a MUI select by the field's label (inside `scope` when given). */
export async function chooseOption(page: Page, label: string, option: string | number, scope?: Locator) {
  const field = (scope ?? page).getByRole('combobox', { name: label, exact: true });
  const listbox = page.getByRole('listbox');
  // On a busy machine a click before the form is ready opens nothing: open it again until it shows.
  await expect(async () => {
    if (!(await listbox.isVisible())) await field.click();
    await expect(listbox).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  if (typeof option === 'number') await listbox.getByRole('option').nth(option).click();
  else await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/** Types into a MUI X date or time field (its sections are spin buttons), e.g. "011227" or "0900AM". */
export async function typeInPicker(scope: Locator, label: string, keys: string) {
  const group = scope.getByRole('group', { name: label, exact: true });
  // A filter's picker mounts when a mouse first comes over it; until then a read-only field holds its
  // place. A form's picker replaces that field on its own once its code has loaded, which may happen
  // between a look at the field and the hover: so hover while the field is there, until the picker is.
  const placeholder = scope.getByRole('textbox', { name: label, exact: true });
  await expect(async () => {
    if (await placeholder.isVisible()) await placeholder.hover({ timeout: 1_000 });
    await expect(group).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(keys, { delay: 20 });
}

/** A day as the date field types it (d/M/yy sections: "01" "12" "27"), days from today (negative: before). */
export function dayKeysFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}${two(date.getMonth() + 1)}${two(date.getFullYear() % 100)}`;
}

/** Fills one workshop card of the program form: name, date, 9–11 AM (or the given hours). */
export async function fillWorkshop(
  page: Page,
  number: number,
  name: string,
  daysAhead: number,
  hours: { start: string; end: string } = { start: '0900AM', end: '1100AM' },
) {
  const card = page.getByRole('region', { name: `Workshop ${number}`, exact: true });
  await card.getByRole('textbox', { name: 'Workshop name' }).fill(name);
  await typeInPicker(card, 'Date', dayKeysFromToday(daysAhead));
  await typeInPicker(card, 'Start time', hours.start);
  await typeInPicker(card, 'End time', hours.end);
  return card;
}
