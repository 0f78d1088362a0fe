// The user group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { get } from './get';
export { list } from './list';
export { create } from './create';
export { update } from './update';
export { remove } from './remove';
export { upload } from './upload';
export { download } from './download';
