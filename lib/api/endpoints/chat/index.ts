// The chat group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { byJob } from './byJob';
export { threads } from './threads';
export { get } from './get';
export { create } from './create';
export { update } from './update';
export { remove } from './remove';
export { markRead } from './markRead';
export { upload } from './upload';
