import { useLocation } from '@storefront/shared';
import { ForgotPassword } from './forgot-password';
import LoginPage from './login-page';
import { ResetWithLink } from './reset-with-link';
import './password-reset.css';

/**
 * /login, /forgot-password and /reset-password in one page chunk: a customer
 * who forgot the password gets there from sign-in and goes back to it, and
 * one chunk costs the storefront's entry less than two.
 */
export default function SignInPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/forgot-password')) return <ForgotPassword />;
  if (pathname.startsWith('/reset-password')) return <ResetWithLink />;
  return <LoginPage />;
}
