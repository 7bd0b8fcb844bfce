import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { CloudUploadOutlined, DescriptionOutlined } from '@shop/shared-platform/ui/page-icons';
import { type ChangeEvent, useEffect, useState } from 'react';
import { isImageFile } from './vendor-validation';

interface FileFieldProps {
  id: string;
  label: string;
  /** The file chooser's filter, e.g. `image/*`. */
  accept: string;
  /** Shown under the button while there is no error. */
  hint: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** A picture of an image file, made from the file itself (nothing is uploaded to show it). */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{
        width: 72,
        height: 72,
        objectFit: 'cover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  ) : null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A file input behind a button-like label, with the chosen file's preview (images) or name and size. */
export function FileField({ id, label, accept, hint, file, error, onChange }: FileFieldProps) {
  const { t } = useTranslation('account');
  const helperId = `${id}-helper`;
  const titleId = `${id}-title`;
  return (
    <Box>
      <Typography id={titleId} sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        {label} *
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* The real file input, visually hidden but focusable; its label is the visible button. */}
        <Box
          component="input"
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={titleId}
          aria-invalid={Boolean(error)}
          aria-describedby={helperId}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onChange(event.target.files?.[0] ?? null)
          }
          sx={{
            position: 'absolute',
            // Strings: a bare 1 in `sx` would mean 100 %.
            width: '1px',
            height: '1px',
            opacity: 0,
            overflow: 'hidden',
            '&:focus-visible + label': { outline: 2, outlineOffset: 2 },
          }}
        />
        <Box
          component="label"
          htmlFor={id}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            border: 1,
            borderRadius: 1,
            cursor: 'pointer',
            color: error ? 'error.main' : 'primary.main',
            borderColor: error ? 'error.main' : 'primary.main',
            fontWeight: 500,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <CloudUploadOutlined aria-hidden fontSize="small" />
          {file ? t('vendor.changeFile') : t('vendor.chooseFile')}
        </Box>
        {file ? (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            data-testid={`${id}-preview`}
          >
            {isImageFile(file) ? (
              <ImagePreview file={file} alt={t('vendor.previewOf', { name: file.name })} />
            ) : (
              <DescriptionOutlined aria-hidden fontSize="large" color="action" />
            )}
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{file.name}</bdi> ({sizeText(file.size)})
            </Typography>
          </Box>
        ) : null}
      </Box>
      <Typography
        id={helperId}
        variant="caption"
        color={error ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mt: 0.5 }}
      >
        {error ? t(error) : hint}
      </Typography>
    </Box>
  );
}
