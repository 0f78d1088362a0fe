// The leave group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { list } from './list';
export { create } from './create';
export { get } from './get';
export { update } from './update';
export { remove } from './remove';
