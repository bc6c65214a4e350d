import type { RouteObject } from 'react-router';
import { CheckCircle2, KeyRound, LogIn, ShoppingBag, Sparkles, UserPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import { placeholder } from './route-builders';

const card = { variant: 'card' } as const;
const wideCard = { variant: 'card', wide: true } as const;

/** SPEC §2 auth layout routes: a centred card. */
export const authRoutes: RouteObject[] = [
  placeholder(
    paths.login,
    'Log in',
    'Sign in with your email and password, or with Google, Meta, LinkedIn or Apple, here.',
    { ...card, icon: <LogIn aria-hidden="true" /> },
  ),
  placeholder(
    paths.signup,
    'Create your account',
    'Sign up with your email or a social account here; a referral code in the link is applied for you.',
    { ...card, icon: <UserPlus aria-hidden="true" /> },
  ),
  placeholder(
    paths.linkedinCallback,
    'Signing you in with LinkedIn',
    'We will finish your LinkedIn sign-in here and take you on.',
    { ...card, icon: <LogIn aria-hidden="true" /> },
  ),
  placeholder(
    paths.appleCallback,
    'Signing you in with Apple',
    'We will finish your Apple sign-in here and take you on.',
    { ...card, icon: <LogIn aria-hidden="true" /> },
  ),
  placeholder(
    paths.forgotPassword,
    'Reset your password',
    'Request a one-time code by email and choose a new password here.',
    { ...card, icon: <KeyRound aria-hidden="true" /> },
  ),
  placeholder(
    paths.firstPurchaseAfterLogin,
    'Complete your first purchase',
    'The items you chose before signing in, ready to check out, will appear here.',
    { ...wideCard, icon: <ShoppingBag aria-hidden="true" /> },
  ),
  placeholder(
    paths.cart,
    'Your cart',
    'Your services, domains and add-ons, with coupons and checkout, will appear here.',
    { ...wideCard, icon: <ShoppingBag aria-hidden="true" /> },
  ),
  placeholder(paths.thankyou, 'Thank you for your order', 'Your order confirmation and next steps will appear here.', {
    ...wideCard,
    icon: <CheckCircle2 aria-hidden="true" />,
  }),
  placeholder(
    paths.onboarding,
    'Welcome to Launchpad',
    'A few questions to tailor Launchpad to your company will appear here.',
    { ...wideCard, icon: <Sparkles aria-hidden="true" /> },
  ),
];
