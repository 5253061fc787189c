// One wish-list product: image, title and price linking to its page, and a remove button.
import { Trans, useLingui } from '@lingui/react/macro';
import type { RelatedProduct } from '@storefront/contracts';
import { Button, Price, Link } from '@storefront/ui';
import { productPath } from '../../shared/product-path';

export function WishCard({ product, busy, onRemove }: { product: RelatedProduct; busy: boolean; onRemove: () => void }) {
  const { t } = useLingui();
  const salePrice = product.discount ?? 0;
  const onSale = salePrice > 0 && salePrice < product.price;
  return (
    <li className="account-wish">
      <Link to={productPath(product.slug)} className="account-wish__link">
        <img src={product.img ?? undefined} alt="" width={180} height={180} loading="lazy" />
        <span className="account-wish__title">{product.title}</span>
        <Price
          amount={onSale ? salePrice : product.price}
          original={onSale ? product.price : undefined}
          currencyType={product.currencyType}
        />
      </Link>
      <Button variant="text" busy={busy} onClick={onRemove} aria-label={t`從收藏清單移除 ${product.title}`}>
        <Trans>移除</Trans>
      </Button>
    </li>
  );
}
