// /zhSetting/share (分享设置, app_fxyssz): 微信, 微博, QQ share buttons and where they sit.
import { WIDGET_SHARE_CHANNELS } from '../../../../shared/domain/settings/widgets';
import { SharePageOf } from '../components/ShareFields';

export default function SharePage() {
  return <SharePageOf kind="share" channels={WIDGET_SHARE_CHANNELS} />;
}
