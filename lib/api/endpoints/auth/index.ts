// The auth group of the endpoint table: one module per entry, so a bundle carries only the entries it calls.
export { login } from './login';
export { register } from './register';
export { verifyEmail } from './verifyEmail';
export { signOutEverywhere } from './signOutEverywhere';
export { sessionEnded } from './sessionEnded';
export { newsletterSignUp } from './newsletterSignUp';
export { forgotPassword } from './forgotPassword';
export { resetPassword } from './resetPassword';
export { changePassword } from './changePassword';
