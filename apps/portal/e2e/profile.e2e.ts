import { en } from './support/i18n';
import { e2eServer } from './support/server';
import { registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// My account's profile on lagoon: a new player (registered by mobile, so no real name yet) fills
// the real name and birthday once, finds them fixed after a reload, and picks an avatar that the
// header's account menu button then shows.

const lagoon = e2eServer.origin('lagoon');

test.describe('the member profile on lagoon', () => {
  test('a new player sets the real name and birthday once and picks an avatar', async ({ page }) => {
    const { token } = await registerMobileMember('Lagoon2026');
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/member?page=securityCenter`);
    const form = page.getByRole('form', { name: en('portal:member.security.profile') });
    const realName = form.getByLabel(en('portal:member.profile.fields.payeeName'));
    const birthday = form.getByLabel(en('portal:member.profile.fields.birthday'));
    await expect(realName).toBeEditable();
    await realName.fill('Juan Dela Cruz');
    await birthday.fill('1990-04-15');
    await form.getByRole('button', { name: en('portal:member.profile.save') }).click();
    await expect(form.getByText(en('portal:member.profile.saved'))).toBeVisible();

    await page.reload();
    await expect(realName).toHaveValue('Juan Dela Cruz');
    await expect(realName).not.toBeEditable();
    await expect(birthday).toHaveValue('1990-04-15');
    await expect(birthday).not.toBeEditable();
    await expect(form.getByText(en('portal:member.profile.fixed'))).toHaveCount(3);
    await expectAccessible(page);

    const avatars = page.getByRole('group', { name: en('portal:member.profile.avatar.title') });
    await avatars
      .getByRole('button', { name: en('portal:member.profile.avatar.option', { number: 9 }) })
      .click();
    await expect(avatars.getByText(en('portal:member.profile.avatar.saved'))).toBeVisible();
    const menuButton = page.getByRole('banner').getByRole('button', { name: en('nav:header.accountMenu') });
    await expect(menuButton.locator('img')).toHaveAttribute('src', /\/assets\/avatars\/9\.svg$/u);
  });
});
