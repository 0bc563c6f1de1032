import { screen, within } from '@testing-library/react';

/** A <dl>'s facts as 'term: value' lines, e.g. 'Status: Authorised'. */
export const factsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** An order page's totals (the list labelled Totals), as 'term: value' lines. */
export const totals = () => factsIn(screen.getByLabelText('Totals'));

/**
 * The region named `region` and its payment parts (PaymentPart): a part by
 * its provider's name, its facts, and its history as the lines read.
 */
export function paymentQueries(region: string) {
  const section = () => screen.getByRole('region', { name: region });
  const part = (name: string) => within(section()).getByRole('group', { name });
  return {
    section,
    part,
    factsOf: (name: string) => factsIn(part(name)),
    eventsOf: (name: string) =>
      within(within(part(name)).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((event) => event.textContent),
  };
}
