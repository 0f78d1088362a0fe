// The company group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { list } from './list';
export { get } from './get';
export { create } from './create';
export { update } from './update';
export { upload } from './upload';
export { territories } from './territories';
export { addTerritory } from './addTerritory';
export { removeTerritory } from './removeTerritory';
export { bookingSettings } from './bookingSettings';
export { updateBookingSettings } from './updateBookingSettings';
