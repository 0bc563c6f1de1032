import { Link } from 'react-router-dom';
import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

export function FavsPage() {
  return (
    <DashboardPage title="My Favs">
      <EmptyState>
        <p>Tap the heart on any product to keep it here.</p>
        <Link to="/">Browse the store</Link>
      </EmptyState>
    </DashboardPage>
  );
}
