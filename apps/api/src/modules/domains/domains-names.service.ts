// Pure name rules shared with the built-in registrar: they live in lib/domain-names.ts.
export * from '../../lib/domain-names';
