import { DASHBOARD_ROUTES, PAGES, preload } from './routes';
import { OPERATOR_PAGE_ROUTES } from './operator-pages';
import { CustomerPage } from '../features/customer-service/components/customer-page';
import { DiscountCodePage } from '../features/discount-codes/components/discount-code-page';
import { NewDiscountCodePage } from '../features/discount-codes/components/new-discount-code-page';
import { ProductPage } from '../features/catalogue/components/product-page';
import { SlotDayPage } from '../features/slots/components/slot-day-page';
import { SlotWindowsPage } from '../features/slots/components/slot-windows-page';
import { StoreOrdersPage } from '../features/order-desk/components/store-orders-page';
import { OrderDetailsPage } from '../features/orders/components/order-details-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RemoteLoadsPage } from '../features/remote-loads/components/remote-loads-page';
import { WalletPage } from '../features/wallet/components/wallet-page';

describe('the dashboard route table', () => {
  it('opens every customer page from some path, so none is fetched that no path opens', () => {
    const routed = new Set<string>(DASHBOARD_ROUTES.map((route) => route.page));
    expect(Object.keys(PAGES).filter((page) => !routed.has(page))).toEqual([]);
  });

  it('lists each path once, in both tables', () => {
    for (const table of [DASHBOARD_ROUTES, OPERATOR_PAGE_ROUTES]) {
      const paths = table.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe('preload', () => {
  it.each([
    ['/dashboard/wallet', WalletPage],
    ['/dashboard/order-details/8f1c', OrderDetailsPage],
    ['/dashboard/order-details', OrderDetailsPage],
    ['/dashboard/no-such-page', ProfilePage],
    ['/dashboard/operator/customers/12', CustomerPage],
    ['/dashboard/operator/products/new', ProductPage],
    ['/dashboard/operator/discount-codes/new', NewDiscountCodePage],
    ['/dashboard/operator/discount-codes/5f0c2b9e', DiscountCodePage],
    ['/dashboard/operator/slots', SlotDayPage],
    ['/dashboard/operator/slot-windows', SlotWindowsPage],
    ['/dashboard/operator/remote-loads', RemoteLoadsPage],
    ['/dashboard/operator/no-such-page', StoreOrdersPage],
  ])('%s fetches the code of the page the router draws there', async (pathname, Page) => {
    await expect(preload(pathname)).resolves.toEqual({ default: Page });
  });
});
