import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@storefront/shared';
import App from '../app/app';

// The device and the signed-in person, as the dashboard's tests have them too.
export { account, resetDevice, signIn } from '@storefront/ui/testing';

/** Where the router went, for pages outside the console (e.g. /login, /dashboard/profile). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

/** The console at `path` (under /operator), as the host mounts it. */
export function renderOperatorAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/operator/*" element={<App />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}
