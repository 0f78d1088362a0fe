// The booking group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { coverage } from './coverage';
export { quote } from './quote';
export { slots } from './slots';
export { book } from './book';
