// The sign-in form: server-rendered, posts natively; the error is tied to the fields it concerns.
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export function SignInForm({ redirectUri, error }: { redirectUri: string | null; error: string | null }) {
  return (
    <form action="/ui/auth/session" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm" noValidate>
      {error && (
        <p id="sign-in-error" role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {redirectUri && <input type="hidden" name="redirect_uri" value={redirectUri} />}
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        invalid={Boolean(error)}
        describedBy={error ? 'sign-in-error' : undefined}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
        invalid={Boolean(error)}
        describedBy={error ? 'sign-in-error' : undefined}
      />
      <Button type="submit" className="w-full">Sign in</Button>
    </form>
  );
}
