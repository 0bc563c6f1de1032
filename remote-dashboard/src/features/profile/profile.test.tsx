import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient, sessionStore } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { heldUpload } from '@storefront/ui/testing';
import { account, renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

function picture(name: string, type: string, size = 1000) {
  return new File([new Uint8Array(size)], name, { type });
}

function mockProfileApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /me': { status: 200, data: account },
    ...routes,
  });
}

async function openProfile() {
  signIn();
  renderDashboardAt('/dashboard/profile');
  return screen.findByRole('button', { name: 'Save changes' });
}

describe('my profile', () => {
  beforeEach(() => {
    resetDevice();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
    let previews = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${(previews += 1)}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the name and e-mail from the API, and no picture yet', async () => {
    mockProfileApi();
    await openProfile();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.test');
    expect(screen.getByText('No picture yet.')).toBeInTheDocument();
  });

  it('saves a new name and e-mail, and the session (so the header) follows', async () => {
    const user = userEvent.setup();
    const saved: Account = { ...account, name: 'Ada King', email: 'ada.king@example.test' };
    const api = mockProfileApi({ 'PATCH /me': { status: 200, data: saved } });
    const button = await openProfile();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada King');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'Ada.King@Example.test');
    await user.click(button);

    await waitFor(() => expect(sessionStore.current('user')?.name).toBe('Ada King'));
    expect(JSON.parse(api.to('PATCH /me')[0]!.data as string)).toEqual({
      name: 'Ada King',
      email: 'ada.king@example.test',
    });
    expect(localStorage.getItem('userName')).toBe('Ada King');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada.king@example.test');
  });

  it("ends an imported customer's welcome once the profile is saved", async () => {
    const user = userEvent.setup();
    signIn({ addedFromCsv: true });
    localStorage.setItem('userAddedFromCSV', 'true');
    sessionStore.updateUserAddedFromCSV(true);
    mockProfileApi({
      'GET /me': { status: 200, data: { ...account, addedFromCsv: true } },
      'PATCH /me': { status: 200, data: { ...account, addedFromCsv: false } },
    });
    renderDashboardAt('/dashboard/profile');

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sessionStore.current('userAddedFromCSV')).toBe(false));
    expect(localStorage.getItem('userAddedFromCSV')).toBeNull();
  });

  it('shows what is wrong on each field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockProfileApi();
    const button = await openProfile();

    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'not an e-mail');
    await user.click(button);

    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.to('PATCH /me')).toHaveLength(0);
  });

  it('shows an e-mail another account has on the e-mail field, and keeps the session', async () => {
    const user = userEvent.setup();
    mockProfileApi({
      'PATCH /me': apiError(
        409,
        'EMAIL_TAKEN',
        'Another account already uses this e-mail address.',
        'email',
      ),
    });
    const button = await openProfile();

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'taken@example.test');
    await user.click(button);

    expect(
      await screen.findByText('Another account already uses this e-mail address.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.current('user')?.name).toBe('Ada Lovelace');
  });

  it('previews the chosen picture, uploads it with progress, and the session shows it', async () => {
    const user = userEvent.setup();
    const upload = heldUpload(40);
    const api = mockProfileApi({ 'POST /uploadprofilepic': upload.route });
    await openProfile();

    const file = picture('me.png', 'image/png');
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    expect(screen.getByAltText('Preview of your new picture')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));

    const bar = await screen.findByLabelText('Uploading your picture');
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    upload.answer({ status: 200, data: { ...account, avatar: 'avatars/new.png' } });

    expect(await screen.findByAltText('Your profile picture')).toHaveAttribute(
      'src',
      'http://api.test/api/avatars/new.png',
    );
    expect(sessionStore.current('user')?.avatar).toBe('avatars/new.png');
    expect(localStorage.getItem('userAvatar')).toBe('avatars/new.png');
    expect(screen.queryByAltText('Preview of your new picture')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    const form = api.to('POST /uploadprofilepic')[0]!.data as FormData;
    expect([...form.keys()]).toEqual(['picture']);
    expect(form.get('picture')).toBe(file);
  });

  it.each([
    ['a GIF', picture('me.gif', 'image/gif'), 'Choose a JPG, PNG or WebP picture'],
    [
      'a picture over 2 MB',
      picture('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1),
      'Pictures can be at most 2 MB',
    ],
  ])('refuses %s before uploading', async (_label, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const api = mockProfileApi();
    await openProfile();

    await user.upload(screen.getByLabelText('Choose a picture'), file);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of your new picture')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    expect(api.to('POST /uploadprofilepic')).toHaveLength(0);
  });

  it('shows a picture the server refuses, and keeps the old one', async () => {
    const user = userEvent.setup();
    signIn({ avatar: 'avatars/old.png' });
    mockProfileApi({
      'GET /me': { status: 200, data: { ...account, avatar: 'avatars/old.png' } },
      'POST /uploadprofilepic': apiError(
        415,
        'UNSUPPORTED_FILE_TYPE',
        'Upload a JPG, PNG or WebP.',
        'picture',
      ),
    });
    renderDashboardAt('/dashboard/profile');

    expect(await screen.findByAltText('Your profile picture')).toHaveAttribute(
      'src',
      'http://api.test/api/avatars/old.png',
    );
    await user.upload(screen.getByLabelText('Choose a picture'), picture('me.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByText('Upload a JPG, PNG or WebP.')).toBeInTheDocument();
    expect(sessionStore.current('user')?.avatar).toBe('avatars/old.png');
    expect(screen.getByAltText('Your profile picture')).toHaveAttribute(
      'src',
      'http://api.test/api/avatars/old.png',
    );
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    mockProfileApi({
      'GET /me': [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        { status: 200, data: account },
      ],
    });
    signIn();
    renderDashboardAt('/dashboard/profile');

    expect(await screen.findByText("We couldn't load your profile.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Lovelace');
  });
});
