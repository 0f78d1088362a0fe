// The job group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { list } from './list';
export { get } from './get';
export { create } from './create';
export { update } from './update';
export { remove } from './remove';
export { tickChecklistItem } from './tickChecklistItem';
export { visitSummary } from './visitSummary';
export { candidates } from './candidates';
export { confirmBooking } from './confirmBooking';
export { moveBooking } from './moveBooking';
export { declineBooking } from './declineBooking';
export { bookingSlots } from './bookingSlots';
export { onMyWay } from './onMyWay';
export { upload } from './upload';
