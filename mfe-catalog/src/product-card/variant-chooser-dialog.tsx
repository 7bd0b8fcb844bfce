import type { Variant } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Button, CircularProgress, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useId } from 'react';
import { useProductDetails } from './api/prefetch-product';

const inStock = (variant: Variant) => !variant.is_out_of_stock && variant.stock > 0;

/**
 * Asked by a card's cart button when the product has several variants in stock: the shopper
 * picks one here instead of being sent to the product page without a word. Only variants in
 * stock are offered; `onChoose` adds the chosen one through the cart's add call.
 */
export function VariantChooserDialog({
  productId,
  name,
  busy,
  onChoose,
  onClose,
}: {
  productId: number;
  name: string;
  busy: boolean;
  onChoose: (variant: Variant) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const titleId = useId();
  const product = useProductDetails(productId);
  const choices = product.data?.variants.filter(inStock) ?? [];
  const label = (variant: Variant) =>
    variant.attributes.map((attribute) => localizedName(attribute, i18n.language)).join(' · ');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('card.chooseVariant', { name })}
      </DialogTitle>
      <DialogContent>
        {product.isPending && <CircularProgress size={28} aria-label={t('card.variantsLoading')} />}
        {product.isError && (
          <QueryError error={product.error} onRetry={() => void product.refetch()} />
        )}
        {product.isSuccess && choices.length === 0 && (
          <Typography>{t('card.noVariantInStock')}</Typography>
        )}
        {choices.length > 0 && (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {choices.map((variant) => (
              <li key={variant.id}>
                <Button
                  variant="outlined"
                  fullWidth
                  disabled={busy}
                  onClick={() => onChoose(variant)}
                  sx={{ justifyContent: 'space-between', gap: 1, textTransform: 'none' }}
                >
                  <span>{label(variant) || name}</span>
                  <span>{formatEuro(variant.price, i18n.language)}</span>
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('card.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
