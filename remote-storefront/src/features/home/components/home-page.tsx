import type { ReactNode } from 'react';
import { Link, formatMoney, useSession } from '@storefront/shared';
import { FREE_DELIVERY_FROM_MINOR } from '@storefront/shared/constants';

const STEPS = [
  { title: 'Browse', text: 'Prices and stock are shown up front.' },
  { title: 'Verify once', text: 'Confirm your mobile number before your first order.' },
  { title: 'Delivered or picked up', text: 'Home delivery, or collect from the store.' },
];

const questions = (freeFrom: string) => [
  {
    q: 'Do I need an account to browse?',
    a: 'No. Fill your cart as a guest; sign in at checkout and your cart comes with you.',
  },
  {
    q: 'How much is delivery?',
    a: `Delivery is free on orders of ${freeFrom} or more, and store pickup is always free.`,
  },
  {
    q: 'How do I pay?',
    a: 'Cash on delivery for home delivery, or pay at the till when you pick up.',
  },
];

export interface HomePageProps {
  /** The catalog's sections (categories, featured products), composed by the app. */
  children?: ReactNode;
}

export function HomePage({ children }: HomePageProps) {
  const store = useSession('store');
  const freeFrom = formatMoney(FREE_DELIVERY_FROM_MINOR, store?.currency ?? 'GBP');
  return (
    <div className="sf-home">
      <section className="sf-hero">
        <h1>{store?.name ?? 'Your neighbourhood store'}, online</h1>
        <p>Everything on our shelves, delivered to your door or ready for pickup.</p>
        <div className="sf-hero__actions">
          <Link className="sf-button" to="/products">
            Shop all products
          </Link>
          <Link className="sf-button sf-button--quiet" to="/cart">
            View cart
          </Link>
        </div>
      </section>

      {children}

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
          {questions(freeFrom).map(({ q, a }) => (
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
