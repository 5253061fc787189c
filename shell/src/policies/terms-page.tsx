// /terms: the partner (merchant) terms the upgrade form asks to accept, with the figures of the
// merchant specification's business constants. The service fee rate is agreed per partner.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@storefront/ui';
import { PolicyPage } from './policy-page';

export function TermsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`服務條款`);
  return (
    <PolicyPage
      title={<Trans>服務條款</Trans>}
      intro={
        <Trans>
          本條款適用於在台灣市集上架及販售商品的美立搭檔（合作商家）。申請成為美立搭檔並勾選同意，即表示您已閱讀並同意以下條款。
        </Trans>
      }
    >
      <section>
        <h2>
          <Trans>一、出貨</Trans>
        </h2>
        <p>
          <Trans>搭檔應於訂單成立後 7 個工作天內出貨，並於商家訂單頁填寫物流公司與貨運單號。</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>二、出貨憑證</Trans>
        </h2>
        <p>
          <Trans>出貨憑證應至少保存 1 年；台灣市集提出要求時，搭檔應於 3 個工作天內提供。</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>三、服務費與撥款</Trans>
        </h2>
        <ul>
          <li>
            <Trans>服務費率依與各搭檔的約定計算。</Trans>
          </li>
          <li>
            <Trans>每月 25 日結算當期款項。</Trans>
          </li>
          <li>
            <Trans>搭檔申請撥款後，款項於 3 至 7 個工作天內撥入搭檔指定帳戶。</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>四、退貨</Trans>
        </h2>
        <p>
          <Trans>搭檔應依台灣市集的退貨政策受理買家於 7 天鑑賞期內提出的退貨申請。</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>五、責任限制</Trans>
        </h2>
        <p>
          <Trans>台灣市集對搭檔的賠償責任，以該搭檔前一個月支付的服務費總額為上限。</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>六、條款修改</Trans>
        </h2>
        <p>
          <Trans>本條款如有修改，將於生效日至少 5 天前公告。</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>七、準據法與管轄法院</Trans>
        </h2>
        <p>
          <Trans>本條款以中華民國法律為準據法；因本條款發生的爭議，以臺灣臺北地方法院為第一審管轄法院。</Trans>
        </p>
      </section>
    </PolicyPage>
  );
}
