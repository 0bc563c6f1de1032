import { Route, Routes, useLocation } from '@storefront/shared';
import { currentItem, MenuBlock, SideMenu, SideMenuLayout } from '@storefront/ui';
import { useStaffRole } from '../lib/staff-role';
import { menuFor } from './operator-menu';
import { PermittedPage, ToFirstPage } from './role-pages';
import { OPERATOR_ROUTES, PAGES } from './routes';

/** The console's frame: a menu of the pages the person's role may open, and the page. */
function ConsoleFrame() {
  const { pathname } = useLocation();
  const menu = menuFor(useStaffRole());
  const current = currentItem(menu, pathname);
  return (
    <SideMenuLayout
      menu={
        <SideMenu buttonLabel={current?.label ?? 'Store console'} pathname={pathname}>
          <MenuBlock id="op-menu-title" title="Store console" items={menu} current={current} />
        </SideMenu>
      }
    />
  );
}

/**
 * What the console draws once it knows the person's role: its menu, and each
 * page of the route table behind the permission it needs. It loads while the
 * layout asks the API who is signed in, so the role's rules cost the entry
 * nothing and the first page no extra wait.
 */
export default function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<ConsoleFrame />}>
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
