// The footer of the account-access pages (forgotten password, reset, activation): the way back to sign in.
import { Link } from '@/components/ui/link';

export function BackToSignIn() {
  return (
    <p className="mt-4 text-center">
      <Link href="/ui/auth" className="font-medium text-brand-700 underline">Back to sign in</Link>
    </p>
  );
}
