import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { firstCells } from './runActions.ts';
import { CONDUIT_PASSWORDS, signUp } from './conduitSteps.ts';
import { screenshot } from './screenshot.ts';
import { startSpecrunServe, type ServeProcess } from './specrunServe.ts';

// Conduit on one real `specrun serve` without `--dev`: people sign up through the spec's own
// calls, and the app sends the token the server answered. Two browsers write and read each
// other's article, comment and favourite. No request carries a password but a sign-up's or a
// sign-in's body, and no answer carries one.
const CONDUIT = readFileSync(resolve(import.meta.dirname, '../../../examples/conduit.md'), 'utf8');
/** Opening a spec reads, checks and migrates it: more than a click's time on a busy machine. */
const OPENING = { timeout: 30_000 };
const SIGNING_PATHS = ['/api/users', '/api/users/login'];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let serve: ServeProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  serve = await startSpecrunServe(CONDUIT, 'conduit.md', []);
});

test.afterAll(async () => {
  await serve?.stop();
});

/** Every password seen where it may not be: in a request other than signing's, or an answer. */
const leaks: string[] = [];

/** A page of its own browser context (its own storage), on the served app's global feed. */
async function openConduit(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const body = request.postData() ?? '';
    const signing = request.method() === 'POST' && SIGNING_PATHS.includes(url.pathname);
    const said = `${request.url()} ${JSON.stringify(request.headers())} ${signing ? '' : body}`;
    for (const password of Object.values(CONDUIT_PASSWORDS))
      if (said.includes(password)) leaks.push(`${request.method()} ${url.pathname} sent it`);
  });
  page.on('response', (response) => {
    void response.text().then(
      (text) => {
        for (const password of Object.values(CONDUIT_PASSWORDS))
          if (text.includes(password)) leaks.push(`${response.url()} answered it`);
      },
      () => undefined,
    );
  });
  await page.goto(serve.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Global feed' })).toBeVisible(OPENING);
  return page;
}

test('two people sign up on the server, write, comment and favourite', async ({ browser }) => {
  const ann = await openConduit(browser);
  // Nobody is signed in on a server that takes tokens: a visitor may not write.
  await expect(ann.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(ann.getByRole('link', { name: 'New Article' })).toHaveCount(0);
  await signUp(ann, 'ann');
  await ann.getByRole('link', { name: 'New Article' }).click();
  await ann.getByRole('textbox', { name: 'title' }).fill('Hello World');
  await ann.getByRole('textbox', { name: 'description' }).fill('A first post');
  await ann.getByRole('textbox', { name: 'body' }).fill('Some words of mine.');
  await ann.getByRole('combobox', { name: 'Tag list' }).fill('intro');
  await ann.keyboard.press('Enter');
  await ann.getByRole('combobox', { name: 'Tag list' }).fill('greetings');
  await ann.keyboard.press('Enter');
  await ann.getByRole('button', { name: 'Save' }).click();
  const annMain = ann.getByRole('main');
  await expect(annMain.getByRole('heading', { level: 1, name: 'Hello World' })).toBeVisible();
  await expect(annMain.getByText('hello-world', { exact: true })).toBeVisible();
  await screenshot(ann, 'serve-conduit-article-1280');

  // What the server holds, read over HTTP as another client would.
  const listed = (await (await fetch(`${serve.url}/api/articles`)).json()) as {
    articles: { slug: string; tagList: string[]; author: { username: string } }[];
  };
  expect(listed.articles.map((a) => [a.slug, a.tagList, a.author.username])).toEqual([
    ['hello-world', ['intro', 'greetings'], 'ann'],
  ]);

  const bob = await openConduit(browser);
  await expect
    .poll(() => firstCells(bob, 'Global feed'), { timeout: 15_000 })
    .toEqual(['Hello World']);
  await signUp(bob, 'bob');
  await bob.getByRole('link', { name: 'Hello World' }).first().click();
  const bobMain = bob.getByRole('main');
  await expect(bobMain.getByRole('heading', { level: 1, name: 'Hello World' })).toBeVisible();
  await bobMain.getByRole('textbox', { name: 'body' }).fill('Nice post!');
  await bobMain.getByRole('button', { name: 'Add comment' }).click();
  await expect(
    bobMain.getByRole('list', { name: 'Comment (article)' }).getByRole('listitem'),
  ).toHaveCount(1);
  await bobMain.getByRole('button', { name: 'Favorite' }).click();
  await expect(bobMain.getByRole('button', { name: 'Unfavorite' })).toBeVisible();
  const bobCount = bobMain
    .getByText('Favorites count', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(bobCount).toHaveText('1');
  // The server answers an article without its favoritedBy: said so, not shown empty; a comment
  // is named by its body.
  await expect(
    bobMain.getByText('Favorited by', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('(not in the server’s answer)');
  // Its own createdAt and updatedAt say when it was made and changed: said once.
  await expect(bobMain.getByText('Updated at', { exact: true })).toBeVisible();
  await expect(bobMain.getByText('Last changed', { exact: true })).toHaveCount(0);
  await expect(bobMain.getByText('Created', { exact: true })).toHaveCount(0);
  await expect(
    bobMain.getByRole('list', { name: 'Comment (article)' }).getByRole('listitem'),
  ).toHaveText('Nice post!');
  await screenshot(bob, 'serve-conduit-comment-1280');

  // The first browser sees the comment and the count.
  await ann.reload();
  await expect(annMain.getByRole('heading', { level: 1, name: 'Hello World' })).toBeVisible(
    OPENING,
  );
  await expect(ann.getByText('Signed in as ann')).toBeVisible();
  await expect(
    annMain.getByRole('list', { name: 'Comment (article)' }).getByRole('listitem'),
  ).toHaveCount(1);
  const comments = (await (
    await fetch(`${serve.url}/api/articles/hello-world/comments`)
  ).json()) as { comments: { body: string; author: { username: string } }[] };
  expect(comments.comments.map((c) => [c.body, c.author.username])).toEqual([
    ['Nice post!', 'bob'],
  ]);
  const annCount = annMain
    .getByText('Favorites count', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(annCount).toHaveText('1');

  // A wrong password answers the catalogue's message; a server that does not answer shows the
  // call's error, and what was typed stays.
  await ann.getByRole('button', { name: 'Sign out' }).click();
  await ann.getByRole('button', { name: 'Sign in' }).click();
  const signIn = ann.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'email' }).fill('ann@example.com');
  await signIn.getByRole('textbox', { name: 'password' }).fill('not-her-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  // The catalogue's words, its code behind "Why?".
  await expect(signIn.getByRole('alert')).toContainText('invalid');
  await expect(signIn.getByRole('alert').getByText('(SIGN_IN_FAILED)')).toBeHidden();
  await signIn.getByRole('alert').getByRole('button', { name: 'Why?' }).click();
  await expect(signIn.getByRole('alert').getByText('(SIGN_IN_FAILED)')).toBeVisible();
  await ann.route('**/api/users/login', (route) => route.abort('connectionrefused'));
  await signIn.getByRole('textbox', { name: 'password' }).fill(CONDUIT_PASSWORDS.ann);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toContainText('(NETWORK)');
  await expect(signIn.getByRole('textbox', { name: 'email' })).toHaveValue('ann@example.com');
  await expect(signIn.getByRole('textbox', { name: 'password' })).toHaveValue(
    CONDUIT_PASSWORDS.ann,
  );
  await screenshot(ann, 'serve-conduit-sign-in-down-1280');
  await ann.unroute('**/api/users/login');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(ann.getByText('Signed in as ann')).toBeVisible();
  await expect(annMain.getByRole('link', { name: 'Edit' })).toBeVisible();

  // A token the server no longer takes signs the user out, saying why.
  await ann.evaluate(() => {
    for (const key of Object.keys(sessionStorage).filter((k) => k.startsWith('specrun:sign-in:'))) {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string };
      sessionStorage.setItem(key, JSON.stringify({ ...kept, token: 'not-a-token' }));
    }
  });
  // The page opens as ann, and her first call, answered 401, signs her out.
  await ann.reload();
  await expect(ann.getByRole('alert').filter({ hasText: 'sign in again' })).toBeVisible(OPENING);
  await expect(annMain.getByRole('heading', { level: 1, name: 'Hello World' })).toBeVisible();
  await ann.setViewportSize({ width: 375, height: 800 });
  await screenshot(ann, 'serve-conduit-signed-out-375');
  await ann.getByRole('button', { name: 'Sign in' }).click();
  const prompt = ann.getByRole('dialog', { name: 'Sign in' });
  await prompt.getByRole('textbox', { name: 'email' }).fill('ann@example.com');
  await prompt.getByRole('textbox', { name: 'password' }).fill(CONDUIT_PASSWORDS.ann);
  await prompt.getByRole('button', { name: 'Sign in' }).click();
  await expect(ann.getByText('Signed in as ann')).toBeVisible();
  await expect(ann.getByRole('alert').filter({ hasText: 'sign in again' })).toHaveCount(0);
  await expect(annMain.getByRole('link', { name: 'Edit' })).toBeVisible();
  await screenshot(ann, 'serve-conduit-article-375');
  expect(leaks).toEqual([]);
});
