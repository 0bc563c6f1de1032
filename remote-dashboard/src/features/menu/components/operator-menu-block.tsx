import { useLocation } from '@storefront/shared';
import { currentItem } from '../dashboard-menu';
import { OPERATOR_MENU } from '../operator-menu';
import { MenuBlock } from './menu-block';

/** The Store operator block of the side menu; loaded only for operators. */
export default function OperatorMenuBlock() {
  const current = currentItem(OPERATOR_MENU, useLocation().pathname);
  return (
    <MenuBlock
      id="db-operator-menu-title"
      title="Store operator"
      items={OPERATOR_MENU}
      current={current}
    />
  );
}
