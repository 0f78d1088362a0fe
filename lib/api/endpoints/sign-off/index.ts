// The sign-off group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { create } from './create';
export { byJob } from './byJob';
export { get } from './get';
