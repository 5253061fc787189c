// /return: the return policy the refund form links to, consistent with the 7-day 鑑賞期 (cooling-off
// period) the product pages promise and with how a return runs (order detail → refund request).
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle, Link } from '@storefront/ui';
import { PolicyPage } from './policy-page';

export function ReturnPolicyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`退貨政策`);
  return (
    <PolicyPage title={<Trans>退貨政策</Trans>} intro={<Trans>在台灣市集購買的商品，享有收到商品後 7 天的鑑賞期。</Trans>}>
      <section>
        <h2>
          <Trans>7 天鑑賞期</Trans>
        </h2>
        <p>
          <Trans>
            自收到商品的隔日起算 7 天內，您可以不附理由申請退貨。鑑賞期不是試用期：請保持商品完整，連同配件、贈品、說明書與原包裝一併退回。
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>如何申請退貨</Trans>
        </h2>
        <ol>
          <li>
            <Trans>
              到<Link to="/member/orders">購買紀錄</Link>打開該筆訂單。
            </Trans>
          </li>
          <li>
            <Trans>選擇申請退貨，填寫退款帳戶，並勾選同意本退貨政策後送出。</Trans>
          </li>
          <li>
            <Trans>商家確認收到退回的商品後，訂單狀態會改為已退貨／已退款。</Trans>
          </li>
        </ol>
      </section>
      <section>
        <h2>
          <Trans>退款</Trans>
        </h2>
        <ul>
          <li>
            <Trans>付款金額退回您填寫的退款帳戶。</Trans>
          </li>
          <li>
            <Trans>訂單使用的 Z 紅利點數退回您的帳戶；因這筆購買而獲得的點數則會扣回。</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>不適用鑑賞期的商品</Trans>
        </h2>
        <p>
          <Trans>
            依《通訊交易解除權合理例外情事適用準則》，易於腐敗或保存期限較短的商品（例如冷凍食品）、依您要求客製的商品、已拆封的個人衛生用品，以及拆封後易於複製的影音或軟體，除有瑕疵外不適用
            7 天鑑賞期。商品頁會註明這類限制。
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>商品有瑕疵或寄錯</Trans>
        </h2>
        <p>
          <Trans>請於收到商品後盡快在訂單頁提出退貨申請並說明情況，退回運費由商家負擔。</Trans>
        </p>
      </section>
    </PolicyPage>
  );
}
