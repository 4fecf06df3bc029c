import { fromPrices } from '../catalogue/from-prices.ts';

// The desktop menu panels' line per product: what it is for, and its "from" price. Apart from menu.ts (in the shell
// every page loads): the server draws the panels into every page's HTML, and the browser keeps that HTML, so these
// words load only when a client navigation draws a new header (client/components/header/menu-panel.tsx).

export interface MenuDetail {
  /** One line: what the product does for a small business. */
  text: string;
  /** A price-text template of the product's "from" price; none for a product priced by quote. */
  price?: string;
}

/** Keyed by the menu entry's link. */
export const menuDetails: Readonly<Record<string, MenuDetail>> = {
  '/hosting': { text: 'Fast, secure hosting with a free SSL certificate', price: fromPrices.hosting },
  '/wordpress': { text: 'WordPress installed, updated and backed up for you', price: fromPrices.wordpress },
  '/woocommerce': { text: 'An online store on WordPress, ready to take orders', price: fromPrices.woocommerce },
  '/enterprisesolutions': { text: 'Custom hosting and services, quoted for your business' },
  '/webdesign': { text: 'Our designers build your website for you', price: fromPrices.webdesign },
  '/local': { text: 'Your business listed on 70+ directories and maps', price: fromPrices.local },
  '/stores': { text: 'Sell online with a store you run yourself', price: fromPrices.stores },
};
