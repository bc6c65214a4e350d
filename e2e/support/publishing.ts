import { E2E_DNS_PORT } from './dns';

/**
 * The port the journey's server terminates TLS on for published landing pages (HTTPS_PORT), each
 * domain's certificate chosen by SNI (issue 24). Beside the DNS port unless set.
 */
export const E2E_HTTPS_PORT = Number(process.env.E2E_HTTPS_PORT ?? E2E_DNS_PORT + 2);
