// The partner terms (merchant.md section 9), as shown in the terms dialog.
import { Trans } from '@lingui/react/macro';

export function PartnerTerms() {
  return (
    <ol className="account-terms">
      <li>
        <Trans>搭檔應於訂單成立後 7 個工作天內出貨。</Trans>
      </li>
      <li>
        <Trans>出貨憑證應至少保存 1 年，並於平台要求後 3 個工作天內提供。</Trans>
      </li>
      <li>
        <Trans>款項於搭檔申請撥款後 3 至 7 個工作天內撥付；每月結算日為 25 日。</Trans>
      </li>
      <li>
        <Trans>服務費率依個別搭檔約定。平台之賠償責任以前一個月所收取之服務費為上限。</Trans>
      </li>
      <li>
        <Trans>本條款如有修改，將至少於生效前 5 日公告。</Trans>
      </li>
      <li>
        <Trans>因本條款所生之爭議，以臺灣臺北地方法院為第一審管轄法院。</Trans>
      </li>
    </ol>
  );
}
