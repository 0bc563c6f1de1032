import { OPERATOR_ROUTES, PAGES, preload } from './routes';
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
    const routed = new Set<string>(OPERATOR_ROUTES.map((route) => route.page));
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
