// /ui/customers/applications/new_from_prefill goes to the apply page (spec 001 section 2).
import { redirect } from 'next/navigation';

export default function NewFromPrefill() {
  redirect('/ui/apply');
}
