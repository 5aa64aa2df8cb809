import { expect, test } from '@playwright/test';
import {
  actAs,
  createCategory,
  createClaim,
  firstCells,
  openScreen,
  runUrl,
  startEmpty,
} from './runActions.ts';

test.describe.configure({ timeout: 90_000 });

test("two tabs of the same spec see each other's changes without a reload", async ({ context }) => {
  const writer = await context.newPage();
  const reader = await context.newPage();
  await startEmpty(writer, 'expense-claims');
  await writer.goto(runUrl('expense-claims'));
  await createCategory(writer, 'Travel');

  await reader.goto(runUrl('expense-claims', '/claims'));
  const readerMain = reader.getByRole('main');
  await expect(readerMain.getByText('No claims yet')).toBeVisible();

  await createClaim(writer, {
    title: 'Taxi to the airport',
    amount: '45',
    category: 'Travel',
    spentOn: '2026-01-05',
  });
  await expect.poll(() => firstCells(reader, 'Claims')).toEqual(['Taxi to the airport']);
  await expect(readerMain.getByText('1 claim, newest first')).toBeVisible();

  // The reader opens the claim; the writer deletes it; the reader is told it is gone.
  await readerMain.getByRole('link', { name: 'Taxi to the airport' }).click();
  await expect(
    readerMain.getByRole('heading', { level: 1, name: 'Taxi to the airport' }),
  ).toBeVisible();
  await writer.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await writer.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(readerMain.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();

  // A category renamed in one tab is renamed in the other's list (by the admin, who may).
  await actAs(reader, 'Dan Admin');
  await actAs(writer, 'Dan Admin');
  await openScreen(reader, 'Categories');
  await openScreen(writer, 'Categories');
  await writer.getByRole('link', { name: 'Travel', exact: true }).click();
  await writer.getByRole('textbox', { name: 'name' }).fill('Journeys');
  await writer.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => firstCells(reader, 'Categories')).toEqual(['Journeys']);
});
