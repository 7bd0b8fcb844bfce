import type { SellerProduct } from '@shop/shared-contracts/api/marketplace';
import { sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useNavigate, useParams } from '@shop/shared-platform/router/react-router';
import { Alert, Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useMemo, useState } from 'react';
import { apiProblem } from '../shared/api-problem';
import { PageLink } from '../shared/page-link';
import { Loading } from '../shared/page-states';
import { SellerFrame } from '../shared/seller-frame';
import { toast } from '../shared/toast';
import { useFieldText } from '../shared/use-field-text';
import {
  usePublishProduct,
  useSaveProduct,
  useSellerOptions,
  useSellerProduct,
} from './product-api';
import { ProductForm } from './product-form';
import { ProductPictures } from './product-pictures';
import { type ProductDraft, priceText, toProductInput } from './product-validation';
import { newVariantKey } from './variant-rows';

const EMPTY: ProductDraft = {
  name_german: '',
  name_arabic: '',
  description_german: '',
  description_arabic: '',
  category_id: '',
  variants: [{ key: 'first', color_id: '', size_id: '', price: '', stock: '' }],
};

function draftOf(product: SellerProduct, language: string): ProductDraft {
  return {
    name_german: product.name_german,
    name_arabic: product.name_arabic,
    description_german: product.description_german,
    description_arabic: product.description_arabic,
    category_id: String(product.category_id),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      key: `v${variant.id}`,
      color_id: variant.color_id === null ? '' : String(variant.color_id),
      size_id: variant.size_id === null ? '' : String(variant.size_id),
      price: priceText(variant.price, language),
      stock: String(variant.stock),
    })),
  };
}

/** The product's status with the button that changes it. */
function PublishBar({ product }: { product: SellerProduct }) {
  const { t } = useTranslation('seller');
  const fieldText = useFieldText();
  const publish = usePublishProduct(product.id);
  const problem = publish.isError ? apiProblem(publish.error) : null;
  const published = product.status === 'published';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <Chip
        label={t(`products.status.${product.status}`)}
        color={published ? 'success' : 'default'}
      />
      <Button
        variant="outlined"
        disabled={publish.isPending}
        onClick={() =>
          publish.mutate(!published, {
            onSuccess: () => toast('success', t(published ? 'form.unpublished' : 'form.published')),
          })
        }
      >
        {t(published ? 'form.unpublish' : 'form.publish')}
      </Button>
      {problem ? (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {Object.values(problem.fields)[0]
            ? fieldText(Object.values(problem.fields)[0])
            : t(problem.message)}
        </Alert>
      ) : null}
    </Box>
  );
}

const newDraft = (): ProductDraft => ({
  ...EMPTY,
  variants: [{ ...EMPTY.variants[0], key: newVariantKey() } as ProductDraft['variants'][0]],
});

function Editor({ id, product }: { id: number | null; product: SellerProduct | null }) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language;
  const navigate = useNavigate();
  const options = useSellerOptions();
  const save = useSaveProduct(id);
  // A new object only when the server's product changes, so the form merges it in once.
  const initial = useMemo(
    () => (product ? draftOf(product, language) : newDraft()),
    [product, language],
  );
  // Bumped by a save: the form then starts again from what the server saved (new variant ids).
  // A picture change or publishing does not restart it, so unsaved typing stays.
  const [saves, setSaves] = useState(0);
  if (options.isPending) return <Loading label={t('form.loading')} />;
  if (options.isError)
    return <QueryError error={options.error} onRetry={() => void options.refetch()} />;
  const problem = save.isError ? apiProblem(save.error) : null;
  return (
    <>
      {product ? <PublishBar product={product} /> : null}
      {product ? (
        <ProductPictures product={product} saves={saves} />
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('pictures.newHint')}
        </Typography>
      )}
      <ProductForm
        key={product ? `${product.id}-${saves}` : 'new'}
        initial={initial}
        options={options.data}
        busy={save.isPending}
        serverErrors={problem?.fields ?? {}}
        problem={problem ? t(problem.message) : undefined}
        onSave={(draft) =>
          save.mutate(toProductInput(draft), {
            onSuccess: (saved) => {
              setSaves((count) => count + 1);
              toast('success', t('form.saved'));
              if (id === null) navigate(sellerRoutes.sellerProduct(saved.id), { replace: true });
            },
          })
        }
      />
    </>
  );
}

function ExistingProduct({ id }: { id: number }) {
  const { t } = useTranslation('seller');
  const product = useSellerProduct(id);
  if (product.isPending) return <Loading label={t('form.loading')} />;
  if (product.isError)
    return <QueryError error={product.error} onRetry={() => void product.refetch()} />;
  return <Editor id={id} product={product.data} />;
}

/** `/seller/products/new` and `/seller/products/:id`: create or edit a product. */
export default function SellerProductPage() {
  const { t } = useTranslation('seller');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  return (
    <SellerFrame title={id === null ? 'form.newTitle' : 'form.editTitle'}>
      {() => (
        <>
          <Typography sx={{ mb: 2 }}>
            <PageLink to={sellerRoutes.sellerProducts()}>{t('form.back')}</PageLink>
          </Typography>
          {!valid ? (
            <Alert severity="error">{t('errors.notFound')}</Alert>
          ) : id === null ? (
            <Editor id={null} product={null} />
          ) : (
            <ExistingProduct id={id} />
          )}
        </>
      )}
    </SellerFrame>
  );
}
