// A document's two links, side by side: open it in a new tab, or download it (?download=1). The words a
// screen reader hears after each say which document it is.
interface Props {
  /** The document through the file proxy: /files/{id}/url_proxy. */
  href: string;
  /** The visible words of the first link ('View', 'Read the Loan Agreement'). */
  view: string;
  /** Heard after them: ' (PDF, opens in a new tab)'. */
  viewHidden: string;
  /** Heard after 'Download': ' the loan agreement'. */
  downloadHidden: string;
  className: string;
}

export function DocumentLinks({ href, view, viewHidden, downloadHidden, className }: Props) {
  return (
    <>
      <a href={href} target="_blank" rel="noopener" className={className}>
        {view}<span className="sr-only">{viewHidden}</span>
      </a>
      <span aria-hidden="true"> · </span>
      <a href={`${href}?download=1`} download className={className}>
        Download<span className="sr-only">{downloadHidden}</span>
      </a>
    </>
  );
}
