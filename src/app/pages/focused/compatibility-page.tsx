import { useSession } from '../../../auth/session';
import { esFocused } from '../../../i18n/es-focused';
import { CompatibilitySection } from '../../../features/compatibility/components/compatibility-section';
import { FocusedPage } from './focused-page';

// /compatibilidad: the compatibility feature's section (people, readings) on its own page.
export default function CompatibilityPage() {
  const { user } = useSession();
  return (
    <FocusedPage title={esFocused.compatibility}>
      <CompatibilitySection user={user} />
    </FocusedPage>
  );
}
