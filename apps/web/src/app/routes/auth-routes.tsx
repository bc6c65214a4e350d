import type { RouteObject } from 'react-router';
import { CheckCircle2, ShoppingBag } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { CardSkeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/app/guards/require-auth';
import { page, placeholder } from './route-builders';

const card = <CardSkeleton />;

const LoginPage = lazyWithTimeout(() => import('@/features/auth/pages/login-page'), undefined, card);
const SignupPage = lazyWithTimeout(() => import('@/features/auth/pages/signup-page'), undefined, card);
const ForgotPasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/forgot-password-page'), undefined, card);
const OAuthCallbackPage = lazyWithTimeout(() => import('@/features/auth/pages/oauth-callback-page'), undefined, card);
const FirstPurchasePage = lazyWithTimeout(() => import('@/features/auth/pages/first-purchase-page'), undefined, card);
const OnboardingPage = lazyWithTimeout(() => import('@/features/users/pages/onboarding-page'), undefined, card);

const wideCard = { variant: 'card', wide: true } as const;

/** SPEC §2 auth layout routes: a centred card. */
export const authRoutes: RouteObject[] = [
  page(paths.login, 'Log in', LoginPage),
  page(paths.signup, 'Create your account', SignupPage),
  page(paths.googleCallback, 'Signing you in with Google', OAuthCallbackPage),
  page(paths.metaCallback, 'Signing you in with Meta', OAuthCallbackPage),
  page(paths.linkedinCallback, 'Signing you in with LinkedIn', OAuthCallbackPage),
  page(paths.appleCallback, 'Signing you in with Apple', OAuthCallbackPage),
  page(paths.forgotPassword, 'Reset your password', ForgotPasswordPage),
  page(paths.firstPurchaseAfterLogin, 'Complete your first purchase', FirstPurchasePage, { wide: true }),
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
  {
    element: <RequireAuth />,
    children: [page(paths.onboarding, 'Welcome to Launchpad', OnboardingPage, { wide: true })],
  },
];
