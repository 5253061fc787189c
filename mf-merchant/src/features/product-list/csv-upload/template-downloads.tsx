// The two templates (zh-tw and en headers) to download, from /api/product/csvProductPackage.
import { Trans } from '@lingui/react/macro';
import { CSV_TEMPLATE_NAMES } from '@storefront/contracts/csv';
import { Button, api, notify, useFailureText } from '@storefront/ui';
import { useState } from 'react';
import { downloadCsv } from './csv-download';

export function TemplateDownloads() {
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);

  const download = async (language: 'zh-tw' | 'en') => {
    setBusy(true);
    try {
      const pkg = await api().call('csvProductPackage');
      const name = CSV_TEMPLATE_NAMES[language];
      const text = pkg.templates[name];
      if (text !== undefined) downloadCsv(name, text);
    } catch (error) {
      notify({ tone: 'error', text: failureText(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <p className="csv-upload__templates">
      <Trans>下載範本：</Trans>
      <Button variant="link" busy={busy} onClick={() => void download('zh-tw')}>
        <Trans>中文欄位範本</Trans>
      </Button>
      <Button variant="link" busy={busy} onClick={() => void download('en')}>
        <Trans>英文欄位範本</Trans>
      </Button>
    </p>
  );
}
