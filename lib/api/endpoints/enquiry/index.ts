// The enquiry group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { create } from './create';
export { uploadCv } from './uploadCv';
export { list } from './list';
export { get } from './get';
export { update } from './update';
export { remove } from './remove';
export { history } from './history';
export { addNote } from './addNote';
