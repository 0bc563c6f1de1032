import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@storefront/shared';
import App from '../app/app';

// The device and the signed-in customer, as the console's tests have them too.
export { account, resetDevice, signIn } from '@storefront/ui/testing';

/** Where the router went, for pages outside the dashboard remote (e.g. /login, /verify). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

export function renderDashboardAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<App />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}
