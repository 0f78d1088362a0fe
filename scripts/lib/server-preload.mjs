// `node --import ./scripts/lib/server-preload.mjs`: what the production server needs before Next.js starts.
// - client-address.mjs: forwarded headers a visitor wrote are never trusted;
// - html-delivery.mjs: compression, and a page's code requested after its first paint;
// - image-abort-guard.mjs: a visitor who leaves while an image is first resized does not hang it for everyone else;
// - isr-rewrite-guard.mjs: pages cached on demand stay cached when the middleware rewrote the address (English posts);
// - api-case.mjs: the API contract's mixed-case paths (/api/Enquiry/CreateEnquiry) reach their lower-case route folders.
import { installApiCase } from './api-case.mjs';
import { installClientAddressGuard } from './client-address.mjs';
import { installHtmlDelivery } from './html-delivery.mjs';
import { installImageAbortGuard } from './image-abort-guard.mjs';
import { installIsrRewriteGuard } from './isr-rewrite-guard.mjs';

installClientAddressGuard();
installHtmlDelivery();
if (!installImageAbortGuard()) console.warn('image-abort-guard: Next.js has no MockedResponse any more; the guard is not installed');
if (!installIsrRewriteGuard()) console.warn('isr-rewrite-guard: Next.js app-page runtime changed; English posts are rendered per request');
if (!installApiCase()) console.warn('api-case: no app/api folder beside scripts/; mixed-case API paths answer 404');
