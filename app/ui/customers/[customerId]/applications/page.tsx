// /ui/customers/{id}/applications goes to the apply page (spec 001 wins over spec 000: the My Loans
// list lives in the loan page's sidebar).
import { redirect } from 'next/navigation';

export default function ApplicationsIndex() {
  redirect('/ui/apply');
}
