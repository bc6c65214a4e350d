import { useEffect, useState } from 'react';
import { Check, ShoppingBag } from 'lucide-react';
import { Button, type TButtonSize, type TButtonVariant } from '@/components/ui/button';
import { useCart, type TNewCartLine } from '@/features/cart';

type TAddToCartButtonProps = {
  line: TNewCartLine;
  /** The id of the element naming what is added (read after the button's name). */
  describedBy?: string;
  variant?: TButtonVariant;
  size?: TButtonSize;
  className?: string;
  label?: string;
  disabled?: boolean;
};

/** Adds `line` to the cart; shows "Added" for a moment so the click is visibly taken. */
export function AddToCartButton({
  line,
  describedBy,
  variant = 'primary',
  size = 'md',
  className,
  label = 'Add to cart',
  disabled,
}: TAddToCartButtonProps) {
  const { addToCart } = useCart();
  const [added, setAdded] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2000);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-describedby={describedBy}
      disabled={disabled}
      loading={pending}
      onClick={async () => {
        setPending(true);
        const taken = await addToCart(line);
        setPending(false);
        setAdded(taken);
      }}
    >
      {added ? <Check aria-hidden="true" /> : <ShoppingBag aria-hidden="true" />}
      {label}
    </Button>
  );
}
