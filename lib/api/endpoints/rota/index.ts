// The rota group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { list } from './list';
export { create } from './create';
export { update } from './update';
export { get } from './get';
export { createAlt } from './createAlt';
export { updateAlt } from './updateAlt';
export { removeAlt } from './removeAlt';
export { copyWeek } from './copyWeek';
export { clashes } from './clashes';
