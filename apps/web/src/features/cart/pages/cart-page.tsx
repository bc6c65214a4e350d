import { selectIsLoggedIn } from '@/features/auth';
import { useAppSelector } from '@/app/hooks';
import { AnonymousCart } from '../components/anonymous-cart';
import { SignedInCart } from '../components/signed-in-cart';

/** /cart (SPEC §2 auth layout). */
export default function CartPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return isLoggedIn ? <SignedInCart /> : <AnonymousCart />;
}
