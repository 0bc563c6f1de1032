import { useLocation } from '@storefront/shared';
import { ForgotPassword } from './forgot-password';
import LoginPage from './login-page';
import { ResetWithLink } from './reset-with-link';
import { StaffInvite } from './staff-invite';
import './password-reset.css';

/**
 * /login, /forgot-password, /reset-password and /staff-invite in one page
 * chunk: a customer who forgot the password gets there from sign-in and goes
 * back to it, a new member of staff goes on to sign in, and one chunk costs
 * the storefront's entry less than two.
 */
export default function SignInPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/forgot-password')) return <ForgotPassword />;
  if (pathname.startsWith('/reset-password')) return <ResetWithLink />;
  if (pathname.startsWith('/staff-invite')) return <StaffInvite />;
  return <LoginPage />;
}
