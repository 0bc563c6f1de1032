import { Link, useLocation, signInPath } from '@storefront/shared';

export interface SignInPromptProps {
  /** What the customer can do here once signed in, e.g. "verify your mobile number". */
  purpose: string;
  /** True when a stored sign-in was refused by the API, so it has ended. */
  expired?: boolean;
}

/** Verification belongs to an account; sign-in brings the customer back to this very page. */
export function SignInPrompt({ purpose, expired = false }: SignInPromptProps) {
  const { pathname, search } = useLocation();
  const loginLink = signInPath(pathname, search);
  return (
    <div className="vf-status">
      <p>
        {expired ? 'Your sign-in has ended. ' : ''}Sign in first, so we know which account to
        verify. You can {purpose} straight after.
      </p>
      <Link className="vf-button" to={loginLink}>
        Sign in
      </Link>
    </div>
  );
}
