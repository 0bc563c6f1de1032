import { useNavigate } from '@storefront/shared';
import { BackLink } from './back-link';
import { DiscountCodeForm } from './discount-code-form';
import '../../../components/operator.css';
import './discount-codes.css';
import { discountCodePath } from '../../../lib/urls/discount-codes';
import { DashboardPage } from '@storefront/ui';

/** /operator/discount-codes/new: the form, then the new code's page. */
export function NewDiscountCodePage() {
  const navigate = useNavigate();
  return (
    <DashboardPage title="New discount code">
      <BackLink />
      <DiscountCodeForm onCreated={(created) => navigate(discountCodePath(created.id))} />
    </DashboardPage>
  );
}
