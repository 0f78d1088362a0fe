// The timesheet group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { list } from './list';
export { approve } from './approve';
export { exportCsv } from './exportCsv';
export { week } from './week';
export { createTimeEntry } from './createTimeEntry';
export { get } from './get';
