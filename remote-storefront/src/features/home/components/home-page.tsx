import { Link } from 'react-router-dom';
import { useSession } from '@storefront/shared';

const STEPS = [
  {
    title: 'Browse',
    text: 'Find what you need across the whole store, with prices and stock shown up front.',
  },
  {
    title: 'Verify once',
    text: 'Confirm your mobile number with a one-time code before your first order.',
  },
  {
    title: 'Delivered or picked up',
    text: 'Choose home delivery to your address, or collect from the store.',
  },
];

const QUESTIONS = [
  {
    q: 'Do I need an account to browse?',
    a: 'No. Browse and fill your cart as a guest; sign in when you check out and your cart comes with you.',
  },
  {
    q: 'Why do you verify my mobile number?',
    a: 'So that order updates reach you, and nobody orders in your name.',
  },
  {
    q: 'When do I need to upload an ID?',
    a: 'Only to pay from your wallet or redeem loyalty rewards.',
  },
  {
    q: 'Can I pick up instead?',
    a: 'Yes. Choose store pickup at checkout and pay when you collect.',
  },
  {
    q: 'How do loyalty points work?',
    a: 'Every whole unit you spend on a completed order earns a point; 100 points become wallet credit.',
  },
  {
    q: 'Can I invite friends?',
    a: 'Yes. Share your referral link from My Dashboard; you both earn a reward after their first order.',
  },
];

export function HomePage() {
  const store = useSession('store');
  return (
    <div className="sf-home">
      <section className="sf-hero">
        <h1>{store?.name ?? 'Your neighbourhood store'}, online</h1>
        <p>Everything on our shelves, delivered to your door or ready for pickup.</p>
        <div className="sf-hero__actions">
          <Link className="sf-button" to="/cart">
            View cart
          </Link>
          <Link className="sf-button sf-button--quiet" to="/dashboard/profile">
            My Dashboard
          </Link>
        </div>
      </section>

      <section className="sf-section" aria-labelledby="sf-how">
        <h2 id="sf-how">How it works</h2>
        <ol className="sf-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="sf-card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="sf-section" aria-labelledby="sf-faq">
        <h2 id="sf-faq">Questions customers ask</h2>
        <dl className="sf-faq">
          {QUESTIONS.map(({ q, a }) => (
            <div key={q} className="sf-card">
              <dt>{q}</dt>
              <dd>{a}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="sf-section sf-section--closing">
        <h2>Ready when you are</h2>
        <p>
          Already shopped with us? <Link to="/dashboard/order-history">See your orders</Link>.
        </p>
      </section>
    </div>
  );
}
