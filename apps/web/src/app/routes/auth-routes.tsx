import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { CardSkeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/app/guards/require-auth';
import { page } from './route-builders';

const card = <CardSkeleton />;

const LoginPage = lazyWithTimeout(() => import('@/features/auth/pages/login-page'), undefined, card);
const SignupPage = lazyWithTimeout(() => import('@/features/auth/pages/signup-page'), undefined, card);
const ForgotPasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/forgot-password-page'), undefined, card);
const OAuthCallbackPage = lazyWithTimeout(() => import('@/features/auth/pages/oauth-callback-page'), undefined, card);
const FirstPurchasePage = lazyWithTimeout(() => import('@/features/auth/pages/first-purchase-page'), undefined, card);
const CartPage = lazyWithTimeout(() => import('@/features/cart/pages/cart-page'), undefined, card);
const ThankYouPage = lazyWithTimeout(() => import('@/features/orders/pages/thank-you-page'), undefined, card);
const OnboardingPage = lazyWithTimeout(() => import('@/features/users/pages/onboarding-page'), undefined, card);

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
  page(paths.cart, 'Your cart', CartPage, { wide: 'xl' }),
  {
    element: <RequireAuth />,
    children: [
      page(paths.onboarding, 'Welcome to Launchpad', OnboardingPage, { wide: true }),
      page(paths.thankyou, 'Thank you for your order', ThankYouPage, { wide: true }),
    ],
  },
];
