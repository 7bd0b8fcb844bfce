import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { useId } from 'react';
import type { SuggestionOption } from './suggestion-options';

export interface SuggestionGroupProps {
  label: string;
  options: SuggestionOption[];
  activeId: string | null;
  onPick: (option: SuggestionOption) => void;
}

/** A labelled group of options inside the suggestion listbox (products, or categories). */
export function SuggestionGroup({ label, options, activeId, onPick }: SuggestionGroupProps) {
  const labelId = useId();
  if (options.length === 0) return null;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography
        id={labelId}
        role="presentation"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 2, lineHeight: 2 }}
      >
        {label}
      </Typography>
      {options.map((option) => {
        const active = option.id === activeId;
        return (
          <Box
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={active}
            // Keeps focus in the field, which owns the keyboard; the click picks the option.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 2,
              py: 0.75,
              cursor: 'pointer',
              bgcolor: active ? 'action.selected' : undefined,
              outline: active ? 2 : 0,
              outlineColor: 'primary.main',
              outlineOffset: -2,
              '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
            }}
          >
            {option.kind === 'product' ? (
              <Box
                component="img"
                src={option.imageUrl ?? undefined}
                alt=""
                width={40}
                height={40}
                sx={{ flexShrink: 0, borderRadius: 1, bgcolor: 'grey.100', objectFit: 'cover' }}
              />
            ) : null}
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {option.label}
            </Typography>
            {option.price ? (
              <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {option.price}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
