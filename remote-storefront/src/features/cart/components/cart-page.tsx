import { Link } from 'react-router-dom';

export function CartPage() {
  return (
    <div className="sf-page">
      <h1>Your cart</h1>
      <div className="sf-card sf-empty">
        <p>Your cart is empty.</p>
        <Link to="/">Continue shopping</Link>
      </div>
    </div>
  );
}
