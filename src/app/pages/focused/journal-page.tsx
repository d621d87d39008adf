import { useSession } from '../../../auth/session';
import { esFocused } from '../../../i18n/es-focused';
import { TarotSection } from '../../../features/tarot/components/tarot-section';
import { FocusedPage } from './focused-page';

// /diario: the tarot feature's own section (today's card, the earlier readings and their notes), on its own page.
export default function JournalPage() {
  const { user } = useSession();
  return (
    <FocusedPage title={esFocused.journal}>
      <TarotSection user={user} />
    </FocusedPage>
  );
}
