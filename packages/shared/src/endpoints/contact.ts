import { z } from 'zod';
import { ZContactRequest } from '../contracts/content';
import { defineEndpoint } from './define';

/** SPEC §7 "Other". */
export const contactEndpoints = {
  /** The /contact-us form, signed in or not: the message is kept, mailed to staff and acknowledged. */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    summary: 'Contact: send a message to the team',
    access: 'public',
    /** Each network address may send a few messages a minute; each email address a few an hour (the service). */
    rateLimit: { max: 5, timeWindow: '1 minute' },
    body: ZContactRequest,
    data: z.object({ id: z.string() }),
    status: 201,
    tags: ['content'],
  }),
};
