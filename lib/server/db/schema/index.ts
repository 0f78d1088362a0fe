export * from './companies';
export * from './users';
export * from './blogs';
export * from './enquiries';
export * from './newsletter';
export * from './franchise-requests';
