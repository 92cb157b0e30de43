// The payoff letter: view it in a new tab or download it (spec 001 sections 1 and 7).
import { DocumentLinks } from '@/components/ui/document-links';

export function PayoffLetterLinks({ fileId }: { fileId: number }) {
  return (
    <p>
      <span className="font-semibold">Payoff letter:</span>{' '}
      <DocumentLinks
        href={`/files/${fileId}/url_proxy`}
        view="View"
        viewHidden=" the payoff letter (opens in a new tab)"
        downloadHidden=" the payoff letter"
        className="font-medium text-brand-700 underline"
      />
    </p>
  );
}
