type PDFDocument = PDFKit.PDFDocument;
import { formatMoney } from '@storefront/shared/money';
import {
  formatPhoneNumber,
  formatVatNumber,
  formatVatRate,
  weighedQuantityText,
  type Order,
  type OrderSeller,
  type PaymentMethod,
} from '@storefront/shared/contracts';
import { vatBreakdown } from './vat-breakdown';

/** What a receipt prints: who sold it, the customer, and their completed order. */
export interface Receipt {
  /** The store as it was when the order was placed. */
  seller: OrderSeller;
  customerName: string;
  order: Order;
  /** When the goods were handed over: the date of supply. */
  completedAt: string;
  /** When the receipt is made; now by default. */
  issuedAt?: Date;
}

const PAID_BY: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Paid at pickup',
  card: 'Card',
};

const PAGE_MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4, in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN;

/** A table's columns: where each starts, how wide it is, and its alignment. */
type Column = { x: number; width: number; align: 'left' | 'right' };
const LINE_COLUMNS: Column[] = [
  { x: 0, width: 195, align: 'left' }, // item
  // Wide enough for a weighed line's '6 × about 180 g' on one line.
  { x: 195, width: 90, align: 'right' }, // qty
  { x: 285, width: 75, align: 'right' }, // unit price
  { x: 360, width: 50, align: 'right' }, // VAT rate
  { x: 410, width: CONTENT_WIDTH - 410, align: 'right' }, // amount
];
const VAT_COLUMNS: Column[] = [
  { x: 0, width: 120, align: 'left' },
  { x: 200, width: 95, align: 'right' },
  { x: 300, width: 95, align: 'right' },
  { x: 400, width: CONTENT_WIDTH - 400, align: 'right' },
];
const TOTAL_COLUMNS: Column[] = [
  { x: 245, width: 165, align: 'left' },
  { x: 410, width: CONTENT_WIDTH - 410, align: 'right' },
];

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/**
 * A line's item as the receipt names it: a substitute says what it came for
 * ('Semi-skimmed Milk (for Whole Milk)'), and a short line what came of what
 * was ordered ('Whole Milk (1 of 2 came)').
 */
export function itemText(line: Order['lines'][number]): string {
  if (line.substituteFor) return `${line.name} (for ${line.substituteFor.name})`;
  if (line.quantity < line.orderedQuantity) {
    return `${line.name} (${line.quantity} of ${line.orderedQuantity} came)`;
  }
  return line.name;
}

/** Room a row of two wrapped lines needs: a row never splits across pages. */
const ROW_ROOM = 30;

function row(doc: PDFDocument, columns: Column[], cells: string[], bold = false) {
  if (doc.y + ROW_ROOM > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  const heights = cells.map((cell, index) => {
    const column = columns[index]!;
    const options = { width: column.width, align: column.align };
    doc.text(cell, PAGE_MARGIN + column.x, y, options);
    return doc.heightOfString(cell, options);
  });
  doc.x = PAGE_MARGIN;
  doc.y = y + Math.max(...heights) + 4;
}

function rule(doc: PDFDocument) {
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 6;
}

/**
 * The receipt of a completed order as a PDF: its lines, the delivery fee, any
 * discount, what was paid from the wallet and by which method.
 *
 * A seller with a VAT number gets a VAT receipt as HMRC asks of a retailer:
 * the seller's name, address and VAT number, the date of supply, each line's
 * rate, and the VAT within the total by rate. A seller without one gets a
 * plain "Receipt", with no VAT on it: a business that is not registered
 * cannot charge it. pdfkit is loaded on the first receipt, not when the API
 * starts.
 */
export async function receiptPdf({
  seller,
  customerName,
  order,
  completedAt,
  issuedAt = new Date(),
}: Receipt): Promise<Buffer> {
  const { default: Document } = await import('pdfkit');
  const withVat = seller.vatNumber !== '';
  const title = withVat ? 'VAT receipt' : 'Receipt';
  const doc = new Document({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${title} ${order.number}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => formatMoney(minor, order.currency);

  doc.font('Helvetica-Bold').fontSize(18).text(seller.name);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  if (seller.address) doc.text(seller.address);
  if (seller.phone) doc.text(formatPhoneNumber(seller.phone));
  if (withVat) doc.text(`VAT registration number: ${formatVatNumber(seller.vatNumber)}`);
  doc.moveDown().fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Receipt number: ${order.number}`);
  doc.text(`Receipt date: ${dateOf(issuedAt.toISOString())}`);
  doc.text(`Date of supply: ${dateOf(completedAt)}`);
  doc.text(`Order placed: ${dateOf(order.createdAt)}`);
  doc.text(`Customer: ${customerName}`);
  doc.text(order.deliveryOption === 'delivery' ? 'Home delivery' : 'Store pickup');
  doc.moveDown();

  const lineRow = (cells: string[]) =>
    withVat ? cells : [cells[0]!, cells[1]!, cells[2]!, '', cells[4]!];
  row(doc, LINE_COLUMNS, lineRow(['Item', 'Qty', 'Price', 'VAT', 'Amount']), true);
  rule(doc);
  for (const line of order.lines) {
    row(
      doc,
      LINE_COLUMNS,
      lineRow([
        itemText(line),
        line.unit === 'per_kg' ? weighedQuantityText(line) : String(line.quantity),
        line.unit === 'per_kg' ? `${money(line.unitPriceMinor)}/kg` : money(line.unitPriceMinor),
        formatVatRate(line.vatRateBasisPoints),
        money(line.lineTotalMinor),
      ]),
    );
  }
  rule(doc);
  row(doc, TOTAL_COLUMNS, ['Subtotal', money(order.subtotalMinor)]);
  row(doc, TOTAL_COLUMNS, ['Delivery', money(order.deliveryFeeMinor)]);
  if (order.discountMinor > 0) {
    row(doc, TOTAL_COLUMNS, [`Discount (${order.discountCode})`, `-${money(order.discountMinor)}`]);
  }
  row(doc, TOTAL_COLUMNS, ['Total', money(order.totalMinor)], true);
  if (order.walletPaidMinor > 0) {
    row(doc, TOTAL_COLUMNS, ['Paid from wallet', money(order.walletPaidMinor)]);
  }
  if (order.totalMinor > order.walletPaidMinor) {
    row(doc, TOTAL_COLUMNS, [
      PAID_BY[order.paymentMethod],
      money(order.totalMinor - order.walletPaidMinor),
    ]);
  }
  if (withVat) vatSummary(doc, order, money);

  doc.end();
  return finished;
}

/** The VAT within the total, by rate, with the total VAT, and how it was shared out. */
function vatSummary(doc: PDFDocument, order: Order, money: (minor: number) => string) {
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text('VAT summary', PAGE_MARGIN);
  doc.fontSize(10).moveDown(0.3);
  row(doc, VAT_COLUMNS, ['Rate', 'Net', 'VAT', 'Gross'], true);
  rule(doc);
  const rates = vatBreakdown(order);
  for (const rate of rates) {
    row(doc, VAT_COLUMNS, [
      formatVatRate(rate.rateBasisPoints),
      money(rate.netMinor),
      money(rate.vatMinor),
      money(rate.grossMinor),
    ]);
  }
  rule(doc);
  const sum = (pick: (rate: (typeof rates)[number]) => number) =>
    money(rates.reduce((total, rate) => total + pick(rate), 0));
  row(
    doc,
    VAT_COLUMNS,
    [
      'Total VAT',
      sum((rate) => rate.netMinor),
      sum((rate) => rate.vatMinor),
      sum((rate) => rate.grossMinor),
    ],
    true,
  );
  doc.moveDown().font('Helvetica').fontSize(8).fillColor('#444444');
  doc.text(
    'Prices include VAT. A discount comes off the VAT of the goods it applies to. The delivery ' +
      'fee carries the VAT of the goods it delivers, shared by their value.',
    PAGE_MARGIN,
  );
}
