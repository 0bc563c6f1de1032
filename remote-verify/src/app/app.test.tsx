import { screen } from '@testing-library/react';
import { mockApi } from '@storefront/shared/testing';
import { account, renderVerifyAt, resetDevice, signIn } from '../testing/render-verify';

describe('verify App', () => {
  beforeEach(resetDevice);

  it('renders the mobile screen without a header', () => {
    renderVerifyAt('/verify/mobile');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Storefront' })).toHaveAttribute('href', '/');
  });

  it('sends the bare /verify to the mobile screen', () => {
    renderVerifyAt('/verify');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' }),
    ).toBeInTheDocument();
  });

  it('sends an unknown /verify path to the mobile screen', () => {
    renderVerifyAt('/verify/nothing-here');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' }),
    ).toBeInTheDocument();
  });

  it('offers the way back to returnTo once the number is verified', async () => {
    mockApi({ 'GET /me': { status: 200, data: { ...account, mobileVerified: true } } });
    signIn({ mobileVerified: 'true' });
    renderVerifyAt('/verify/mobile?returnTo=/checkout');
    expect(await screen.findByText('Your mobile number is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the document status from the API', async () => {
    mockApi({ 'GET /documents': { status: 200, data: { status: 'pending', items: [] } } });
    signIn({ documentVerify: 'pending' });
    renderVerifyAt('/verify/documents');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your identity' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('We are reviewing your document.')).toBeInTheDocument();
  });
});
