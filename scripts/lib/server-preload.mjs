// `node --import ./scripts/lib/server-preload.mjs`: what the production server needs before Next.js starts.
// - client-address.mjs: forwarded headers a visitor wrote are never trusted;
// - html-delivery.mjs: compression, and a page's code requested after its first paint.
import { installClientAddressGuard } from './client-address.mjs';
import { installHtmlDelivery } from './html-delivery.mjs';

installClientAddressGuard();
installHtmlDelivery();
