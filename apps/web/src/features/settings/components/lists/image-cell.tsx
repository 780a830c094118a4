import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';

/** A small preview of an uploaded image, or an empty frame when there is none. */
export function ImageCell({
  url,
  width = 144,
  height = 28,
}: {
  url: string | null;
  width?: number;
  height?: number;
}) {
  return (
    <Box
      sx={{
        width,
        height,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {url ? (
        <Box component="img" src={url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageOutlinedIcon fontSize="small" aria-hidden />
      )}
    </Box>
  );
}

/** A title with a second, quieter line under it. */
export function TwoLineCell({ primary, secondary }: { primary: string; secondary?: string | null }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Box sx={{ fontWeight: 500 }}>{primary}</Box>
      {secondary && (
        <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem', lineHeight: 1.45, mt: 0.25 }}>
          {secondary}
        </Box>
      )}
    </Box>
  );
}

/** A link button's label, with its address under it. */
export function LinkCell({ label, url }: { label: string | null; url: string | null }) {
  if (!label && !url) return <Box sx={{ color: 'text.disabled' }}>—</Box>;
  return (
    <Box sx={{ maxWidth: 200 }}>
      <Box>{label ?? 'Link'}</Box>
      {url && (
        <Box
          component="a"
          href={url}
          target="_blank"
          rel="noreferrer noopener"
          sx={{
            display: 'block',
            fontSize: '0.8125rem',
            color: 'primary.main',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {url}
        </Box>
      )}
    </Box>
  );
}
