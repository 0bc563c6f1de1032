import type { PaymentProvider as ProviderName } from '@storefront/shared/contracts';
import { manualProvider } from './manual-provider';
import type { PaymentProvider } from './payment-provider';
import type { StripeProvider } from './stripe-provider';
import { walletProvider } from './wallet-provider';

/** Every provider this deployment has: the card one only where Stripe is set up. */
export interface PaymentProviders {
  manual: PaymentProvider;
  wallet: PaymentProvider;
  stripe: StripeProvider | null;
}

export function paymentProviders(stripe: StripeProvider | null): PaymentProviders {
  return { manual: manualProvider, wallet: walletProvider, stripe };
}

/** The provider that holds a payment; a card payment outlives a deployment without Stripe only as a bug. */
export function providerOf(providers: PaymentProviders, name: ProviderName): PaymentProvider {
  const provider = providers[name];
  if (!provider) throw new Error(`No ${name} payment provider is set up`);
  return provider;
}
