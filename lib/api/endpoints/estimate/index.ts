// The estimate group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { list } from './list';
export { get } from './get';
export { respond } from './respond';
export { create } from './create';
export { update } from './update';
export { remove } from './remove';
