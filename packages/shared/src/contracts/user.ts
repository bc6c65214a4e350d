import { z } from 'zod';
import { success } from './envelope';

/** SPEC §3: a startup plan as the user record carries it. `price` is integer pence. */
export const ZPlanType = z.object({
  name: z.string(),
  price: z.number().int(),
  tools: z.boolean(),
  build_startup_ai: z.boolean(),
});
export type TPlanType = z.infer<typeof ZPlanType>;

export const ZRole = z.enum(['customer', 'influencer', 'admin']);
export type TRole = z.infer<typeof ZRole>;

/** SPEC §3 "User info (stored locally)", without the tokens, which are stored under their own keys. */
export const ZUserInfo = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  profile_img: z.string().nullable(),
  role: ZRole,
  planType: ZPlanType.nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const USER_PATH = '/api/user';
export const ZUserResponse = success(ZUserInfo);
