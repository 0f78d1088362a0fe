/**
 * The id of the element, rendered by the server once per frame, that says why a control that needs JavaScript is
 * still disabled (components/ui/use-hydrated.ts). A plain module: server components read the id as a string.
 */
export const JS_PENDING_ID = 'js-pending-reason';
