import { Route, Routes } from '@storefront/shared';
import '@storefront/ui/styles/console-frame.css';
import { ConsoleLayout } from './console-layout';
import { PermittedPage, ToFirstPage } from './role-pages';
import { OPERATOR_ROUTES, PAGES } from './routes';

export { preload } from './routes';

/** The store console's whole routed area, mounted under /operator, built from its route table. */
export default function App() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<ToFirstPage />} />
        {OPERATOR_ROUTES.map(({ path, page, permission }) => {
          const Page = PAGES[page];
          return (
            <Route
              key={path}
              path={path}
              element={
                <PermittedPage permission={permission}>
                  <Page />
                </PermittedPage>
              }
            />
          );
        })}
        <Route path="*" element={<ToFirstPage />} />
      </Route>
    </Routes>
  );
}
