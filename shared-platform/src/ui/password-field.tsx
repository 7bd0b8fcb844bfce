import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Visibility, VisibilityOff } from '@shop/shared-platform/ui/icons';
import { IconButton } from '@shop/shared-platform/ui/mui-core';
import { InputAdornment, TextField, type TextFieldProps } from '@shop/shared-platform/ui/mui-page';
import { useState } from 'react';
import { PLATFORM_NAMESPACE } from '../i18n/platform-texts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps' | 'variant'> & {
  /** Extra attributes of the <input> (e.g. autocomplete). */
  htmlInput?: Record<string, unknown>;
};

/**
 * Password input with a show/hide toggle. The toggle is an "end" adornment, so it sits at the
 * inline end: right in LTR, left in Arabic.
 */
export function PasswordField({ htmlInput, ...props }: PasswordFieldProps) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t('password.hide') : t('password.show')}
                onClick={() => setVisible((shown) => !shown)}
                // Keep the caret in the field when the toggle is clicked with the mouse.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
