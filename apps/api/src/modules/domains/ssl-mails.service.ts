// The certificate mails are sent by the built-in registrar (providers/registrar/ssl.mails.ts).
export * from '../../providers/registrar/ssl.mails';
