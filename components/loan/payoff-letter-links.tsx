// The payoff letter: view it in a new tab or download it (spec 001 sections 1 and 7).
export function PayoffLetterLinks({ fileId }: { fileId: number }) {
  const href = `/files/${fileId}/url_proxy`;
  return (
    <p>
      <span className="font-semibold">Payoff letter:</span>{' '}
      <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
        View<span className="sr-only"> the payoff letter (opens in a new tab)</span>
      </a>
      <span aria-hidden="true"> · </span>
      <a href={`${href}?download=1`} download className="font-medium text-brand-700 underline">
        Download<span className="sr-only"> the payoff letter</span>
      </a>
    </p>
  );
}
