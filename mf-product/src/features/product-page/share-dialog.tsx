// The share dialog (loaded on demand) for devices without a native share: a social network, a
// short-message network, a messaging app, and copy link.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, LinkButton, notify } from '@storefront/ui';
import { useId } from 'react';
import { shareTargets } from './share-link';

type Props = { link: string; title: string; onClose: () => void };

export default function ShareDialog({ link, title, onClose }: Props) {
  const { t } = useLingui();
  const linkId = useId();
  const targets = shareTargets(link, title);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify({ title: t`通知`, text: t`已複製連結` });
    } catch {
      // No clipboard permission: select the text so the shopper can copy it by hand.
      const input = document.getElementById(linkId) as HTMLInputElement | null;
      input?.select();
      notify({ title: t`通知`, text: t`請手動複製連結`, tone: 'error', durationMs: 3000 });
    }
  };

  return (
    <Dialog open title={<Trans>分享商品</Trans>} onClose={onClose}>
      <ul className="product-page__share-targets">
        <li>
          <LinkButton href={targets.facebook} target="_blank" rel="noopener noreferrer">
            <Trans>Facebook</Trans>
          </LinkButton>
        </li>
        <li>
          <LinkButton href={targets.twitter} target="_blank" rel="noopener noreferrer">
            <Trans>X (Twitter)</Trans>
          </LinkButton>
        </li>
        <li>
          <LinkButton href={targets.line} target="_blank" rel="noopener noreferrer">
            <Trans>LINE</Trans>
          </LinkButton>
        </li>
      </ul>
      <label htmlFor={linkId} className="sf-field__label">
        <Trans>商品連結</Trans>
      </label>
      <div className="product-page__share-copy">
        <input id={linkId} className="sf-input" readOnly value={link} onFocus={(event) => event.target.select()} />
        <Button variant="primary" onClick={copy}>
          <Trans>複製連結</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
