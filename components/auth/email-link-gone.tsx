// An e-mail change's link that can no longer be used (expired, used, stopped), or a lender that did not answer.
export function EmailLinkGone({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
      {text}
    </p>
  );
}
