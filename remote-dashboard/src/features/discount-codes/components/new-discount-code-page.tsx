import { useNavigate } from '@storefront/shared';
import { DashboardPage } from '../../../components/dashboard-page';
import { discountCodePath } from '../lib/paths';
import { BackLink } from './back-link';
import { DiscountCodeForm } from './discount-code-form';
import '../../../components/operator.css';
import './discount-codes.css';

/** /dashboard/operator/discount-codes/new: the form, then the new code's page. */
export function NewDiscountCodePage() {
  const navigate = useNavigate();
  return (
    <DashboardPage title="New discount code">
      <BackLink />
      <DiscountCodeForm onCreated={(created) => navigate(discountCodePath(created.id))} />
    </DashboardPage>
  );
}
