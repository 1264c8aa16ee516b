import '../texts';
import { useTranslation } from 'react-i18next';
import { bridgeMessageOf } from '../domain/bridgeMessage';

/**
 * A receipt job's message from the bridge: what happened and what to do in the user's language, with
 * the technical cause beside it; the daemon's refusal in its own words (domain/bridgeMessage.ts).
 */
export function JobMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  const { key, detail } = bridgeMessageOf(message);
  return (
    <div className="small text-body-secondary" data-testid="ebarimt-message" data-message={key ?? 'daemon'}>
      {key && <span>{t(`ebarimt.message.${key}`)}</span>}
      {detail && <span className={`font-monospace${key ? ' ms-1' : ''}`}>{key ? `(${detail})` : detail}</span>}
    </div>
  );
}
