import { esTarotShare } from '../../../i18n/es-tarot';
import { ShareImageButton } from '../../../lib/share-image/share-image-button';
import type { StoredTarotReading } from '../../../offline/db';
import { tarotApi } from '../api/tarot-api';

/** Today's card as an image, shared or downloaded. */
export function ShareCardButton({ reading, fullName }: { reading: StoredTarotReading & { cardId: string }; fullName: string | null }) {
  const { shareCard, canShareFiles } = tarotApi.useApi();
  return (
    <ShareImageButton
      share={() => shareCard(reading, fullName)}
      canShareFiles={canShareFiles()}
      labels={esTarotShare}
      className="button button--ghost tarot__share"
    />
  );
}
