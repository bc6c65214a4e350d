// oidc-provider ships no types and @types/oidc-provider is not installed: just what the test IdP uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type TFoundAccount = {
    accountId: string;
    claims: (use: string, scope: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    /** oidc-provider is a Koa application: this is its Node request listener. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
  export default Provider;
}
