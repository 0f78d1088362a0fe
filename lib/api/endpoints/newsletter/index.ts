// The newsletter group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { list } from './list';
export { remove } from './remove';
