// `node --import ./scripts/lib/client-address-preload.mjs`: see client-address.mjs.
import { installClientAddressGuard } from './client-address.mjs';

installClientAddressGuard();
