// The words for each validation key of the contracts' schemas, in the user's language. Forms and
// server 400 answers both carry keys; this is the one place they become text.
import { useLingui } from '@lingui/react/macro';
import type { ValidationKey } from '@storefront/contracts';
import { useCallback } from 'react';

export function useValidationText(): (key: string | undefined) => string {
  const { t } = useLingui();
  return useCallback(
    (key: string | undefined) => {
      const texts: Record<ValidationKey, string> = {
        required: t`此欄位必填`,
        email: t`電子郵件格式錯誤`,
        phone: t`電話號碼格式錯誤`,
        phoneInternational: t`請以國際格式輸入電話：+ 國碼與號碼，例如 +852 2123 4567`,
        taxId: t`統一編號錯誤`,
        donationCode: t`捐贈碼錯誤`,
        certificate: t`自然人憑證錯誤`,
        mobileBarcode: t`手機條碼錯誤`,
        bidTooLow: t`出價金額過低`,
        quantity: t`數量超出範圍`,
        passwordLength: t`密碼至少需要 6 個字元`,
        passwordMismatch: t`兩次輸入的密碼不一致`,
        tooLong: t`內容過長`,
        number: t`請輸入數字`,
        integer: t`請輸入整數`,
        min: t`數值過小`,
        max: t`數值過大`,
        invalid: t`格式錯誤`,
        tooMany: t`項目過多`,
        date: t`日期格式錯誤`,
        dateOrder: t`結束日期不可早於開始日期`,
        url: t`網址格式錯誤`,
        slug: t`網址後綴只能使用英文小寫、數字與連字號`,
        terms: t`請勾選同意條款`,
        variantCount: t`規格數量與選項組合不符`,
        fileType: t`檔案格式不支援`,
        fileTooBig: t`檔案過大，請壓縮後再上傳`,
        tooManyFiles: t`一次最多上傳 8 個檔案`,
        unavailable: t`商品已下架或無法購買`,
        priceChanged: t`價格已變動`,
        outOfStock: t`庫存不足`,
      };
      return (key && texts[key as ValidationKey]) || texts.invalid;
    },
    [t],
  );
}
