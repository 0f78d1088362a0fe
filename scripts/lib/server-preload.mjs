// Optional, for a server facing the internet with no proxy in front (`npm start` on one VM): `node --import` this file
// and X-Forwarded-For holds the connection's own peer, so a visitor cannot choose the address rate limits are keyed
// on. Nothing needs it: behind a proxy or on a platform, CLIENT_ADDRESS_FROM says which header to believe (README,
// "Deploy"). It changes request headers only, before Next.js reads them.
import { installClientAddressGuard } from './client-address.mjs';

installClientAddressGuard();
