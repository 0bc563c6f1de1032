// The read routes of the table at the large size, each with the
// budget it is held to. What is asked comes from the data: the product with
// six variants, the largest category, and the customer with 500 orders, whose
// name, e-mail and mobile an operator searches for.
import { STORE_ID } from './database.mjs';

/** @import { BudgetName } from './budgets.mjs' */
/** @import { FixedPoints } from './database.mjs' */
/** @import { LoadTarget } from './load.mjs' */

/** A route of the table: its name as printed, and its budget's. @typedef {LoadTarget & { name: string, budget: BudgetName }} ReadRoute */

/**
 * How far the lists reach, read from the API's first pages: the storefront's
 * page size (the API's default), and how many of the busy customer's orders
 * and of the largest category's products each lists.
 * @typedef {object} ListDepths
 * @property {number} productPageSize
 * @property {number} categoryProducts the largest category's total, as the API counts it
 * @property {number} orderPageSize
 * @property {number} orders the busy customer's total, as the API counts it
 */

/** Page 100 of the catalogue, as the issue asks of a category (no category has 100 pages). */
export const DEEP_CATALOGUE_PAGE = 100;

/** @param {number} total @param {number} pageSize */
export const lastPage = (total, pageSize) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The read routes, in the order they are measured.
 * @param {FixedPoints} points
 * @param {ListDepths} depths
 * @param {{ operator: string, customer: string }} tokens
 * @returns {ReadRoute[]}
 */
export function readRoutes(points, depths, tokens) {
  const products = `/api/stores/${STORE_ID}/products`;
  const { category, customer } = points;
  const categoryLast = lastPage(depths.categoryProducts, depths.productPageSize);
  const ordersLast = lastPage(depths.orders, depths.orderPageSize);
  const searches = [
    ['name', customer.name],
    ['e-mail', customer.email],
    ['mobile', customer.mobile],
  ];
  const operator = tokens.operator;
  /** @param {string} text */
  const q = (text) => `q=${encodeURIComponent(text)}`;
  return [
    {
      name: 'search q=choclate',
      budget: 'search',
      path: `${products}?q=choclate`,
      uncached: true,
    },
    {
      name: 'search q=chocolate',
      budget: 'wordSearch',
      path: `${products}?q=chocolate`,
      uncached: true,
    },
    {
      name: `catalogue list, page ${DEEP_CATALOGUE_PAGE} (${depths.productPageSize} a page)`,
      budget: 'categoryList',
      path: `${products}?page=${DEEP_CATALOGUE_PAGE}`,
      uncached: true,
    },
    {
      name: `category ${category.slug}, last page (${categoryLast})`,
      budget: 'categoryList',
      path: `${products}?category=${category.slug}&page=${categoryLast}`,
      uncached: true,
    },
    {
      name: `product page ${points.sku} (${points.product.variants} variants)`,
      budget: 'productPage',
      path: `/api/products/${points.product.id}`,
      uncached: true,
    },
    {
      name: `order history, page 1 (${depths.orders} orders)`,
      budget: 'orderHistory',
      path: '/api/me/orders',
      token: tokens.customer,
    },
    {
      name: `order history, last page (${ordersLast})`,
      budget: 'orderHistory',
      path: `/api/me/orders?page=${ordersLast}`,
      token: tokens.customer,
    },
    {
      name: 'operator orders, status=confirmed',
      budget: 'operatorOrders',
      path: '/api/operator/orders?status=confirmed',
      token: operator,
    },
    ...searches.map(([by, text]) => ({
      name: `operator orders, q=customer’s ${by}`,
      budget: /** @type {const} */ ('operatorOrders'),
      path: `/api/operator/orders?${q(text)}`,
      token: operator,
    })),
    ...searches.map(([by, text]) => ({
      name: `operator customers, q=${by}`,
      budget: /** @type {const} */ ('customerSearch'),
      path: `/api/operator/customers?${q(text)}`,
      token: operator,
    })),
    {
      name: 'low stock (operator products, stock=low)',
      budget: 'lowStockAndAudit',
      path: '/api/operator/products?stock=low',
      token: operator,
    },
    {
      name: 'audit log, customerId=…',
      budget: 'lowStockAndAudit',
      path: `/api/operator/audit-log?customerId=${customer.id}`,
      token: operator,
    },
  ];
}
