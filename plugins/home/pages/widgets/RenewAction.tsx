// 续费 where the home says the site has expired: the company's buy address (agentType's buyUrl,
// the same one the header's purchase prompts use, §6) opens in a new window. A company without
// one gets a sentence saying whom to ask instead of a button that leads nowhere.
import { Button, theme } from 'antd';
import { useEffect, useState } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import { SHELL_API, type AgentTypeResult } from '../../../../shared/domain';

/** The company's buy address: undefined while asked, '' when it has none (or the call failed). */
function useBuyUrl(): string | undefined {
  const http = useService(TOKENS.http);
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    http.call<AgentTypeResult>(SHELL_API.agentType, { query: { agentFlag: 1 } }, { silent: true }).then(
      (agent) => live && setUrl(agent?.agentType === 1 ? agent.buyUrl || '' : ''),
      () => live && setUrl(''),
    );
    return () => {
      live = false;
    };
  }, [http]);
  return url;
}

export function RenewAction({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const i18n = useService(TOKENS.i18n);
  const url = useBuyUrl();
  const { token } = theme.useToken();
  if (url === undefined) return null;
  // Plain text in the secondary colour: antd Typography (and the TextArea its editing mode brings)
  // would add 14 KB gzip to the home's first load for one sentence.
  if (!url) return <span style={{ color: token.colorTextSecondary }} data-testid="home-renew-contact">{i18n.t('home.site.renewContact')}</span>;
  return (
    <Button type="primary" size={size} href={url} target="_blank" rel="noopener noreferrer" title={i18n.t('home.site.renewHint')} data-testid="home-renew">
      {i18n.t('home.site.renew')}
    </Button>
  );
}
