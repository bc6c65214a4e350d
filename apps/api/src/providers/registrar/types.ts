import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TMailer } from '../mail/mailer';

/** What the built-in registrar (domains, DNS zones, certificates) works with. */
export type TBuiltinRegistrarDeps = { db: TDb; mailer: TMailer; config: TConfig };
