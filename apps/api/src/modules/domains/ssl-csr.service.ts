// The CSR code is pure and shared with the built-in registrar: it lives in lib/ssl-csr.ts.
export * from '../../lib/ssl-csr';
