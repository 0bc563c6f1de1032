import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient, sessionStore } from '@storefront/shared';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { account, renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

const withPicture = { ...account, avatar: 'avatars/old.png' };

async function openProfile(routes: Record<string, Route>) {
  signIn({ avatar: withPicture.avatar });
  const api = mockApi({ 'GET /me': { status: 200, data: withPicture }, ...routes });
  renderDashboardAt('/dashboard/profile');
  await screen.findByAltText('Your profile picture');
  return api;
}

describe('my profile: removing the picture', () => {
  beforeEach(() => {
    resetDevice();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
  });

  it('removes it at the API, shows the placeholder, and the header follows', async () => {
    const user = userEvent.setup();
    const api = await openProfile({ 'DELETE /me/picture': { status: 200, data: account } });
    expect(localStorage.getItem('userAvatar')).toBe('avatars/old.png');

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));

    expect(await screen.findByText('No picture yet.')).toBeVisible();
    expect(api.to('DELETE /me/picture')).toHaveLength(1);
    expect(screen.queryByAltText('Your profile picture')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    expect(localStorage.getItem('userAvatar')).toBeNull();
    expect(sessionStore.current('user')?.avatar).toBeNull();
  });

  it('keeps the picture and says so when the API refuses', async () => {
    const user = userEvent.setup();
    await openProfile({
      'DELETE /me/picture': apiError(503, 'UNAVAILABLE', 'The store is busy. Try again.'),
    });
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(
      await screen.findByText('The store is busy. Try again.', { selector: 'p' }),
    ).toBeVisible();
    expect(screen.getByAltText('Your profile picture')).toBeVisible();
    expect(localStorage.getItem('userAvatar')).toBe('avatars/old.png');
  });

  it('offers no removal when there is no picture', async () => {
    signIn();
    mockApi({ 'GET /me': { status: 200, data: account } });
    renderDashboardAt('/dashboard/profile');
    expect(await screen.findByText('No picture yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });
});
