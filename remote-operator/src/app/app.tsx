import { Navigate, Route, Routes } from '@storefront/shared';
import '@storefront/ui/styles/console-frame.css';
import { ConsoleLayout } from './console-layout';
import { OPERATOR_HOME, OPERATOR_ROUTES, PAGES } from './routes';

export { preload } from './routes';

/** The store console's whole routed area, mounted under /operator, built from its route table. */
export default function App() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<Navigate to={OPERATOR_HOME} replace />} />
        {OPERATOR_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<Navigate to={OPERATOR_HOME} replace />} />
      </Route>
    </Routes>
  );
}
