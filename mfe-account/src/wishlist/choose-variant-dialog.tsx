import type { Product } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Button } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { useId, useState } from 'react';
import { inStockVariants, variantLabel } from './variant-label';

interface ChooseVariantDialogProps {
  product: Product;
  busy: boolean;
  onChoose: (variantId: number) => void;
  onClose: () => void;
}

/** Asks which variant goes into the cart when the product has more than one in stock. */
export function ChooseVariantDialog({
  product,
  busy,
  onChoose,
  onClose,
}: ChooseVariantDialogProps) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const choices = inStockVariants(product.variants);
  const [variantId, setVariantId] = useState(choices[0]?.id ?? 0);
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>
        {t('wishlist.chooseTitle', { name: localizedName(product, i18n.language) })}
      </DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={t('wishlist.variant')}
          value={variantId}
          onChange={(event) => setVariantId(Number(event.target.value))}
          sx={{ mt: 1 }}
        >
          {choices.map((variant) => (
            <MenuItem key={variant.id} value={variant.id}>
              {`${variantLabel(variant, i18n.language) || t('wishlist.standard')} – ${formatEuro(variant.price, i18n.language)}`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !variantId}
          onClick={() => onChoose(variantId)}
        >
          {t('wishlist.moveToCart')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
