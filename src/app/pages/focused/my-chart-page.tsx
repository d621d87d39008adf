import { useSession } from '../../../auth/session';
import { esFocused } from '../../../i18n/es-focused';
import { ChartSection } from '../../../features/chart/components/chart-section';
import { FocusedPage } from './focused-page';

// /mi-carta: the user's own chart, its wheel and its reading, without the rest of the home around it. Tapping a
// planet on the wheel leads to its paragraph, and a button leads back (the chart feature's result card).
export default function MyChartPage() {
  const { user } = useSession();
  return (
    <FocusedPage title={esFocused.myChart}>
      <ChartSection user={user} />
    </FocusedPage>
  );
}
