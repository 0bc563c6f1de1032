import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@storefront/shared';
import App from './app';

function renderVerifyAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/verify/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('verify App', () => {
  beforeEach(() => sessionStore.updateUserAuth(false, null));

  it('renders the mobile screen without a header', () => {
    renderVerifyAt('/verify/mobile');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends the bare /verify to the mobile screen', () => {
    renderVerifyAt('/verify');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' }),
    ).toBeInTheDocument();
  });

  it('offers the way back to returnTo', () => {
    sessionStore.updateUserAuth(true, {
      userId: '1',
      userName: 'Ada',
      mobileVerified: 'true',
      documentVerify: null,
    });
    renderVerifyAt('/verify/mobile?returnTo=/checkout');
    expect(screen.getByText('Your mobile number is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the document status from the session', () => {
    sessionStore.updateUserAuth(true, {
      userId: '1',
      userName: 'Ada',
      mobileVerified: 'true',
      documentVerify: 'pending',
    });
    renderVerifyAt('/verify/documents');
    expect(screen.getByText('We are reviewing your document.')).toBeInTheDocument();
  });
});
