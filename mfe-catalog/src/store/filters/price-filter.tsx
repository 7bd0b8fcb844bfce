import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useState } from 'react';

/** Without a range from the server the price inputs accept 0 to 100000. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 100000 };

export type PriceError = 'notNumber' | 'outOfRange' | 'fromAboveTo';

/**
 * Checks the two inputs against the server's range: empty means "no bound", anything else must
 * be a number within the range, and from must not be above to.
 */
export function checkPriceRange(
  fromText: string,
  toText: string,
  range: { min: number; max: number },
): { from?: number; to?: number } | { error: PriceError } {
  const parse = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
  const from = parse(fromText);
  const to = parse(toText);
  for (const value of [from, to]) {
    if (value === undefined) continue;
    if (!Number.isFinite(value)) return { error: 'notNumber' };
    if (value < range.min || value > range.max) return { error: 'outOfRange' };
  }
  if (from !== undefined && to !== undefined && from > to) return { error: 'fromAboveTo' };
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

interface PriceFilterProps {
  range: { min: number; max: number };
  from: number | undefined;
  to: number | undefined;
  onApply: (from: number | undefined, to: number | undefined) => void;
}

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The from/to price form. A change of the applied range (a removed chip, the browser's back
 * button) refills the inputs in place: remounting them would drop the keyboard focus of a shopper
 * who has just pressed Enter in one of them.
 */
export function PriceFilter({ range, from, to, onApply }: PriceFilterProps) {
  const { t } = useTranslation('catalog');
  const [fromText, setFromText] = useState(textOf(from));
  const [toText, setToText] = useState(textOf(to));
  const [error, setError] = useState<PriceError | null>(null);
  const applied = `${textOf(from)}-${textOf(to)}`;
  const [filledFrom, setFilledFrom] = useState(applied);
  if (filledFrom !== applied) {
    setFilledFrom(applied);
    setFromText(textOf(from));
    setToText(textOf(to));
    setError(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPriceRange(fromText, toText, range);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    onApply(checked.from, checked.to);
  };
  const message = error ? t(`filters.priceErrors.${error}`, range) : undefined;
  const field = {
    type: 'number',
    size: 'small',
    slotProps: { htmlInput: { min: range.min, max: range.max, step: 'any', inputMode: 'decimal' } },
  } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('filters.price')}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          {...field}
          label={t('filters.priceFrom')}
          placeholder={String(range.min)}
          value={fromText}
          onChange={(event) => setFromText(event.target.value)}
          error={Boolean(error)}
        />
        <TextField
          {...field}
          label={t('filters.priceTo')}
          placeholder={String(range.max)}
          value={toText}
          onChange={(event) => setToText(event.target.value)}
          error={Boolean(error)}
        />
      </Box>
      {message && (
        <Box role="alert" sx={{ color: 'error.main', fontSize: 13, mt: 0.5 }}>
          {message}
        </Box>
      )}
      <Button type="submit" variant="outlined" size="small" sx={{ mt: 1 }}>
        {t('filters.applyPrice')}
      </Button>
    </Box>
  );
}
