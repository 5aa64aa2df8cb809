import { expect, test, type Page } from '@playwright/test';
import { dataRows, openScreen, runUrl } from './runActions.ts';
import { CONDUIT_PASSWORDS, signUp } from './conduitSteps.ts';
import { screenshot } from './screenshot.ts';

// Conduit in the browser: a visitor reads, people sign up and in, write, comment, favourite and
// follow, and a follower's feed shows the writer's article. Every answer of the page's backend is
// kept, so that no password can hide in one.
test.describe.configure({ timeout: 120_000 });

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test('a visitor reads, signs up and writes; another comments, favourites, follows and sees the feed', async ({
  page,
}) => {
  const texts: string[] = [];
  page.on('response', (response) => {
    void response.text().then(
      (body) => texts.push(body),
      () => undefined,
    );
  });
  await page.goto(runUrl('conduit'));
  await expect(page.getByRole('heading', { level: 1, name: 'Global feed' })).toBeVisible();
  await signOut(page);
  await expect(page.getByRole('combobox', { name: 'Acting as' })).toHaveValue('');
  // A visitor reads the global feed, but may not write.
  await expect(page.getByRole('link', { name: 'New Article' })).toHaveCount(0);

  await signUp(page, 'ann');
  await page.getByRole('link', { name: 'New Article' }).click();
  await page.getByRole('textbox', { name: 'title' }).fill('Hello World');
  await page.getByRole('textbox', { name: 'description' }).fill('A first post');
  await page.getByRole('textbox', { name: 'body' }).fill('Some words of mine.');
  await page.getByRole('combobox', { name: 'Tag list' }).fill('intro');
  await page.keyboard.press('Enter');
  // Fields the backend sets or computes are no inputs.
  await expect(page.getByRole('textbox', { name: 'slug' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'author' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hello World' })).toBeVisible();
  await expect(main.getByText('hello-world', { exact: true })).toBeVisible();
  await screenshot(page, 'run-conduit-article');

  await signOut(page);
  // Wrong details sign nobody in, and say so.
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'email' }).fill('ann@example.com');
  await signIn.getByRole('textbox', { name: 'password' }).fill('not-her-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  // The catalogue's words, its code behind "Why?".
  await expect(signIn.getByRole('alert')).toContainText('invalid');
  await expect(signIn.getByRole('alert').getByText('(SIGN_IN_FAILED)')).toBeHidden();
  await signIn.getByRole('alert').getByRole('button', { name: 'Why?' }).click();
  await expect(signIn.getByRole('alert').getByText('(SIGN_IN_FAILED)')).toBeVisible();
  await signIn.getByRole('textbox', { name: 'password' }).fill(CONDUIT_PASSWORDS.ann);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as ann')).toBeVisible();
  await signOut(page);

  await signUp(page, 'bob');
  // The article by its slug, as Conduit's routes name it.
  await page.goto(runUrl('conduit', '/article/hello-world'));
  await expect(main.getByRole('heading', { level: 1, name: 'Hello World' })).toBeVisible();
  // An empty comment is refused beside its field, and nothing is added.
  await main.getByRole('button', { name: 'Add comment' }).click();
  await expect(main.getByRole('textbox', { name: 'body' })).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByRole('textbox', { name: 'body' })).toHaveAccessibleDescription(
    "can't be blank",
  );
  await expect(main.getByRole('list', { name: 'Comment (article)' })).toHaveCount(0);
  await main.getByRole('textbox', { name: 'body' }).fill('Nice post!');
  await main.getByRole('button', { name: 'Add comment' }).click();
  await expect(
    main.getByRole('list', { name: 'Comment (article)' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(main.getByRole('textbox', { name: 'body' })).toHaveValue('');
  await main.getByRole('button', { name: 'Favorite' }).click();
  await expect(main.getByRole('button', { name: 'Unfavorite' })).toBeVisible();
  const count = main
    .getByText('Favorites count', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(count).toHaveText('1');
  // The author's profile: bob follows ann.
  await main.getByRole('link', { name: 'ann' }).first().click();
  await expect(main.getByRole('heading', { level: 1, name: 'ann' })).toBeVisible();
  await main.getByRole('button', { name: 'Follow' }).click();
  await expect(main.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  await openScreen(page, 'Your feed');
  await expect(main.getByText('1 article, newest first')).toBeVisible();
  await expect(dataRows(page, 'Your feed').first().getByRole('cell').first()).toHaveText(
    'Hello World',
  );
  await expect(main.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'run-conduit-feed');

  // No answer of the page carried a password, and the call log shows none.
  await page.getByRole('link', { name: 'Calls' }).click();
  await expect(main.getByRole('heading', { name: 'Call log' })).toBeVisible();
  texts.push(await page.locator('body').innerText());
  for (const body of texts)
    for (const password of Object.values(CONDUIT_PASSWORDS)) expect(body).not.toContain(password);
});
