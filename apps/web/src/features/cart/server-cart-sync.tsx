import { useGetCartQuery } from './api';

/**
 * Reads the signed-in customer's server cart so the header badge shows its count. Rendered by the
 * header only for signed-in visitors, and loaded lazily (the cart api is not first-load code).
 */
export default function ServerCartSync() {
  useGetCartQuery();
  return null;
}
