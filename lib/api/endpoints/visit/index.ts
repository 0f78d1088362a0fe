// The visit group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { slots } from './slots';
export { reschedule } from './reschedule';
export { cancel } from './cancel';
export { request } from './request';
