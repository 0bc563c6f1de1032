import type { ReactNode } from 'react';
import { Link, formatMoney, useSession, type StoreDetails } from '@storefront/shared';

const STEPS = [
  { title: 'Browse', text: 'Prices and stock are shown up front.' },
  { title: 'Verify once', text: 'Confirm your mobile number before your first order.' },
  { title: 'Delivered or picked up', text: 'Home delivery, or collect from the store.' },
];

/** The questions, the delivery one answered from the store's own terms once it has loaded. */
function questions(store: StoreDetails | null) {
  const money = (minor: number) => formatMoney(minor, store?.currency ?? 'GBP');
  const fee = store?.deliveryFeeMinor;
  const freeFrom = store?.freeDeliveryFromMinor;
  return [
    {
      q: 'Do I need an account to browse?',
      a: 'No. Fill your cart as a guest; sign in at checkout and your cart comes with you.',
    },
    // The page never guesses at the fee: no answer before the store has loaded.
    ...(fee === undefined
      ? []
      : [
          {
            q: 'How much is delivery?',
            a:
              `Delivery is ${fee ? money(fee) : 'free'}` +
              (fee && freeFrom != null ? `, free on orders of ${money(freeFrom)} or more` : '') +
              '; store pickup is always free.',
          },
        ]),
    {
      q: 'How do I pay?',
      a: `${store?.cardPayments ? 'By card at checkout, or in' : 'In'} person: cash on delivery, or at the till when you pick up.`,
    },
  ];
}

export interface HomePageProps {
  /** The catalogue's sections (categories, featured products), composed by the app. */
  children?: ReactNode;
}

export function HomePage({ children }: HomePageProps) {
  const store = useSession('store');
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
          {questions(store).map(({ q, a }) => (
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
