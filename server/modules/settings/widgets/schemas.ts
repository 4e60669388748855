// The save bodies of the six widgets: every field required (a save sends the whole widget), unknown
// fields refused. Lengths and counts are bounded a little above the rules so that, within reason,
// the shared rule (checkWidget) answers with its own message (6 buttons → 底部按钮数量需在2~5个之间).
import {
  WIDGET_BUTTON_TYPES, WIDGET_EN_SHARE_CHANNELS, WIDGET_LIMITS, WIDGET_SHARE_CHANNELS, WIDGET_SHARE_POSITIONS,
  WIDGET_SIDES, WIDGET_VIDEO_CORNERS, WIDGET_VIDEO_SOURCES, type WidgetKind,
} from '../../../../shared/domain/settings/widgets';
import type { JsonSchema } from '../../../core/http/routeDef';
import { arr, bool, int, MAX_ID, obj, oneOf, str } from '../../../core/http/schemas';

const all = (props: Record<string, JsonSchema>) => obj({ enabled: bool(), ...props }, ['enabled', ...Object.keys(props)]);
const channels = (values: readonly string[]) => ({ ...arr(oneOf(values), 0, values.length), uniqueItems: true });
const BUTTON = obj({ type: oneOf(WIDGET_BUTTON_TYPES), label: str(WIDGET_LIMITS.buttonLabel * 4), value: str(WIDGET_LIMITS.url) }, ['type', 'label', 'value']);

export const WIDGET_BODIES: Record<WidgetKind, JsonSchema> = {
  share: all({ channels: channels(WIDGET_SHARE_CHANNELS), position: oneOf(WIDGET_SHARE_POSITIONS) }),
  enShare: all({ channels: channels(WIDGET_EN_SHARE_CHANNELS), position: oneOf(WIDGET_SHARE_POSITIONS) }),
  customer: all({
    side: oneOf(WIDGET_SIDES), qq: arr(str(20), 0, WIDGET_LIMITS.qqMax * 2), wechatQr: str(WIDGET_LIMITS.url),
    phone: str(40), hours: str(WIDGET_LIMITS.hours * 2),
  }),
  enMessage: all({
    side: oneOf(WIDGET_SIDES), whatsapp: str(40), email: str(WIDGET_LIMITS.email * 2), formId: int(0, MAX_ID),
    formButton: str(WIDGET_LIMITS.formButton),
  }),
  bottomBar: all({ buttons: arr(BUTTON, 0, WIDGET_LIMITS.buttonsMax * 2) }),
  video: all({
    source: oneOf(WIDGET_VIDEO_SOURCES), url: str(WIDGET_LIMITS.url), poster: str(WIDGET_LIMITS.url),
    corner: oneOf(WIDGET_VIDEO_CORNERS), width: int(0, 100_000),
  }),
};
