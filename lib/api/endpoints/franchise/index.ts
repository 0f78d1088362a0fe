// The franchise group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { create } from './create';
export { list } from './list';
export { get } from './get';
export { update } from './update';
export { remove } from './remove';
