import { LANDING, MEMBER_ROLES, demoAccount, signInThroughUi, storageStatePath, test } from './support/fixtures';

/** Each demo account signs in through the UI once; the specs reuse the saved sessions (`test.use({ as })`). */
for (const role of MEMBER_ROLES) {
  test(`sign in as ${role}`, async ({ page }) => {
    const { email, password } = demoAccount(role);
    await signInThroughUi(page, email, password, LANDING[role]);
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
