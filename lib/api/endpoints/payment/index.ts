// The payment group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { checkout } from './checkout';
export { webhook } from './webhook';
export { testSession } from './testSession';
export { testComplete } from './testComplete';
