import { formatVatNumber } from '@storefront/shared/constants';
import { formatPhoneNumber, type OpeningHours } from '@storefront/shared/contracts';
import { type OperatorStore } from '@storefront/shared/operator-contracts';
import { amountText, parseAmount } from '../../../lib/money-input';

type Settings = OperatorStore['settings'];
type WholeNumberField = 'weighedBufferPercent' | 'substitutionAnswerMinutes';

/** One weekday as the form holds it: closed, or its two times ('08:00'). */
export interface DayFormValues {
  day: OpeningHours['day'];
  closed: boolean;
  opens: string;
  closes: string;
}

/** What the settings form holds: its inputs' text, money in pounds ('3.99'). */
export type StoreSettingsFormValues = Omit<
  Settings,
  | 'openingHours'
  | 'deliveryFeeMinor'
  | 'freeDeliveryFromMinor'
  | 'minimumBasketMinor'
  | WholeNumberField
> & {
  weighedBufferPercent: string;
  substitutionAnswerMinutes: string;
  openingHours: DayFormValues[];
  deliveryFeeMinor: string;
  /** '' for delivery that is never free. */
  freeDeliveryFromMinor: string;
  /** '' or '0' for no minimum. */
  minimumBasketMinor: string;
};

/** The stored settings as the form shows them: the phone and VAT number as people write them. */
export function valuesOf(settings: Settings): StoreSettingsFormValues {
  return {
    ...settings,
    phone: settings.phone && formatPhoneNumber(settings.phone),
    vatNumber: formatVatNumber(settings.vatNumber),
    openingHours: settings.openingHours.map((day) => ({
      day: day.day,
      closed: day.opens === null,
      opens: day.opens ?? '',
      closes: day.closes ?? '',
    })),
    deliveryFeeMinor: amountText(settings.deliveryFeeMinor),
    freeDeliveryFromMinor:
      settings.freeDeliveryFromMinor === null ? '' : amountText(settings.freeDeliveryFromMinor),
    minimumBasketMinor:
      settings.minimumBasketMinor === 0 ? '' : amountText(settings.minimumBasketMinor),
    weighedBufferPercent: String(settings.weighedBufferPercent),
    substitutionAnswerMinutes: String(settings.substitutionAnswerMinutes),
  };
}

const AMOUNT_FORMAT = 'Enter an amount such as 3.99';
const WHOLE_NUMBER_FORMAT = 'Enter a whole number such as 10';
type AmountField = 'deliveryFeeMinor' | 'freeDeliveryFromMinor' | 'minimumBasketMinor';

/**
 * The form's values as the API's input, with the amounts that could not be
 * read by field. An empty free-delivery threshold is none (never free), an
 * empty minimum is no minimum; the schema checks the rest.
 */
export function readStoreSettingsForm(values: StoreSettingsFormValues): {
  input: Record<keyof Settings, unknown>;
  problems: Partial<Record<AmountField | WholeNumberField, string>>;
} {
  const problems: Partial<Record<AmountField | WholeNumberField, string>> = {};
  const whole = (field: WholeNumberField) => {
    const text = values[field].trim();
    if (/^\d{1,6}$/.test(text)) return Number(text);
    problems[field] = WHOLE_NUMBER_FORMAT;
    return null;
  };
  const amount = (field: AmountField, empty: number | null | undefined) => {
    if (values[field].trim() === '' && empty !== undefined) return empty;
    const minor = parseAmount(values[field]);
    if (minor === null) problems[field] = AMOUNT_FORMAT;
    return minor;
  };
  return {
    input: {
      ...values,
      openingHours: values.openingHours.map(({ day, closed, opens, closes }) => ({
        day,
        opens: closed ? null : opens,
        closes: closed ? null : closes,
      })),
      deliveryFeeMinor: amount('deliveryFeeMinor', undefined),
      freeDeliveryFromMinor: amount('freeDeliveryFromMinor', null),
      minimumBasketMinor: amount('minimumBasketMinor', 0),
      weighedBufferPercent: whole('weighedBufferPercent'),
      substitutionAnswerMinutes: whole('substitutionAnswerMinutes'),
    },
    problems,
  };
}
