import { AppError } from '../../lib/app-error';
import { RegistrarError } from '../../providers/registrar/registrar.provider';

/**
 * A registrar call whose refusal the customer can act on becomes a 400 with the registrar's words; a
 * registrar that cannot be reached becomes a 503 that says so. Our own AppErrors pass through.
 */
export async function registrarCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof RegistrarError) throw new AppError('BAD_REQUEST', error.message);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The domain registrar is not answering right now. Nothing was changed; please try again in a few minutes.',
    );
  }
}
