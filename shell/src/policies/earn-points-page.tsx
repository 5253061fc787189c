// /earnpoints: how Z points (Z 紅利) are earned and used, as the product page, the points screen and
// checkout apply them: per-product points for viewing, sharing and buying; at checkout each point
// takes NT$1 off, up to each item's allowance and half of the order (contracts' checkout pricing).
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle, Link } from '@storefront/ui';
import { PolicyPage } from './policy-page';

export function EarnPointsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Z 紅利說明`);
  return (
    <PolicyPage
      title={<Trans>Z 紅利說明</Trans>}
      intro={<Trans>Z 紅利是台灣市集會員的回饋點數：瀏覽、分享與購買商品都能賺取，結帳時可以折抵金額。</Trans>}
    >
      <section>
        <h2>
          <Trans>如何賺取</Trans>
        </h2>
        <ul>
          <li>
            <Trans>瀏覽：登入後瀏覽商品頁（預設 1 點）。</Trans>
          </li>
          <li>
            <Trans>分享：用商品頁的分享按鈕分享連結，朋友透過您的連結前來（預設 2 點）。</Trans>
          </li>
          <li>
            <Trans>購買：完成購買的訂單（預設 6 點）。</Trans>
          </li>
        </ul>
        <p>
          <Trans>每件商品的點數可能不同，以商品頁「紅利點數」列出的為準。退貨時，因該筆購買獲得的點數會扣回。</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>如何使用</Trans>
        </h2>
        <ul>
          <li>
            <Trans>結帳時的確認步驟可以輸入要使用的點數，每 1 點折抵 NT$1。</Trans>
          </li>
          <li>
            <Trans>每件商品可折抵的點數上限列在商品頁；一筆訂單最多折抵訂單金額的一半，且不超過您的點數餘額。</Trans>
          </li>
          <li>
            <Trans>取消或退貨的訂單，使用的點數會退回您的帳戶。</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>查詢點數</Trans>
        </h2>
        <p>
          <Trans>
            到會員中心的<Link to="/member/points">Z 紅利</Link>頁面，可以看到獲得與使用的紀錄及目前餘額。
          </Trans>
        </p>
      </section>
    </PolicyPage>
  );
}
