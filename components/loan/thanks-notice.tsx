// The notice of the landing page's thanks=1 flag (spec 001 section 2).
export function ThanksNotice() {
  return (
    <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 font-semibold text-success">
      Thank you! We have received your request. It may take up to 24 hours to show on your account.
    </p>
  );
}
