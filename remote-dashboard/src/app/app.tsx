import { Navigate, Route, Routes } from '@storefront/shared';
import { AccountPage } from '../features/account/components/account-page';
import { FavsPage } from '../features/favourites/components/favs-page';
import { CustomerImportPage } from '../features/operator/components/customer-import-page';
import { DocumentReviewPage } from '../features/operator/components/document-review-page';
import { StoreOrdersPage } from '../features/operator/components/store-orders-page';
import { OrderDetailsPage } from '../features/orders/components/order-details-page';
import { OrderHistoryPage } from '../features/orders/components/order-history-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ReferAFriendPage } from '../features/referrals/components/refer-a-friend-page';
import { RewardsPage } from '../features/rewards/components/rewards-page';
import { WalletPage } from '../features/wallet/components/wallet-page';
import { DashboardLayout, OperatorArea } from './dashboard-layout';
import './dashboard.css';

/** The dashboard remote's whole routed area, mounted under /dashboard. */
export default function App() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="profile" replace />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="order-history" element={<OrderHistoryPage />} />
        <Route path="order-details/:orderId?" element={<OrderDetailsPage />} />
        <Route path="favs" element={<FavsPage />} />
        <Route path="refer-a-friend" element={<ReferAFriendPage />} />
        <Route path="wallet" element={<WalletPage />} />
        <Route path="rewards" element={<RewardsPage />} />
        <Route path="operator" element={<OperatorArea />}>
          <Route index element={<Navigate to="customer-import" replace />} />
          <Route path="customer-import" element={<CustomerImportPage />} />
          <Route path="documents" element={<DocumentReviewPage />} />
          <Route path="orders" element={<StoreOrdersPage />} />
          <Route path="*" element={<Navigate to="/dashboard/operator/customer-import" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/dashboard/profile" replace />} />
      </Route>
    </Routes>
  );
}
