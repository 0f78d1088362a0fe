// The calendar group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { ics } from './ics';
export { feed } from './feed';
export { renewFeed } from './renewFeed';
export { revokeFeed } from './revokeFeed';
