// /zhSetting/flexEnShare (外文分享, app_fxyssz_en, foreign sites): Facebook, X, WhatsApp share buttons.
import { WIDGET_EN_SHARE_CHANNELS } from '../../../../shared/domain/settings/widgets';
import { SharePageOf } from '../components/ShareFields';

export default function EnSharePage() {
  return <SharePageOf kind="enShare" channels={WIDGET_EN_SHARE_CHANNELS} />;
}
