// Any other /ui path goes to the apply page (spec 001 section 2).
import { redirect } from 'next/navigation';

export default function UnknownUiPath() {
  redirect('/ui/apply');
}
