import { OPERATOR_MENU } from './operator-menu';
import { OPERATOR_ROUTES, PAGES, preload } from './routes';
import { operatorUrl } from '../lib/urls/base';
import { CustomerPage } from '../features/customer-service/components/customer-page';
import { DiscountCodePage } from '../features/discount-codes/components/discount-code-page';
import { NewDiscountCodePage } from '../features/discount-codes/components/new-discount-code-page';
import { ProductPage } from '../features/catalogue/components/product-page';
import { SlotDayPage } from '../features/slots/components/slot-day-page';
import { SlotWindowsPage } from '../features/slots/components/slot-windows-page';
import { StoreOrdersPage } from '../features/order-desk/components/store-orders-page';
import { RemoteLoadsPage } from '../features/remote-loads/components/remote-loads-page';

describe('the console route table', () => {
  it('opens every page from some path, so none is fetched that no path opens', () => {
    // Every path opens it, for a role without the path's permission.
    const routed = new Set<string>(['not-in-role', ...OPERATOR_ROUTES.map((route) => route.page)]);
    expect(Object.keys(PAGES).filter((page) => !routed.has(page))).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = OPERATOR_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('preload', () => {
  it.each([
    ['/operator/customers/12', CustomerPage],
    ['/operator/products/new', ProductPage],
    ['/operator/discount-codes/new', NewDiscountCodePage],
    ['/operator/discount-codes/5f0c2b9e', DiscountCodePage],
    ['/operator/slots', SlotDayPage],
    ['/operator/slot-windows', SlotWindowsPage],
    ['/operator/remote-loads', RemoteLoadsPage],
    ['/operator/no-such-page', StoreOrdersPage],
  ])('%s fetches the code of the page the router draws there', async (pathname, Page) => {
    await expect(preload(pathname)).resolves.toEqual({ default: Page });
  });
});

describe('the menu and the route table', () => {
  it('name the same permission for each page of the menu, so a link never leads to a refusal', () => {
    const routePermission = (path: string) =>
      OPERATOR_ROUTES.find((route) => operatorUrl(route.path) === path)?.permission;
    expect(OPERATOR_MENU.map((item) => [item.label, routePermission(item.path)])).toEqual(
      OPERATOR_MENU.map((item) => [item.label, item.permission]),
    );
  });
});
