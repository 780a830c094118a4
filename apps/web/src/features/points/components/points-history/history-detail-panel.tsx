import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TPointsHistory } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths';
import { historyDetailItems } from './history-detail';

/** A history row's detail: a definition list of every field the row has (part 2 §3). */
export function HistoryDetailPanel({ row }: { row: TPointsHistory }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        py: 1,
      }}
    >
      {historyDetailItems(row).map((item, index) => (
        // A requirement's name is the institute's own and may repeat another label.
        <Box key={`${index}-${item.label}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {item.programId !== undefined ? (
              <Link component={RouterLink} to={paths.program.to(item.programId)}>
                {item.text}
              </Link>
            ) : (
              item.text
            )}
            {item.links?.map((link, index) => (
              <span key={link.href}>
                {index > 0 && ', '}
                <Link href={link.href} download>
                  {link.label}
                </Link>
              </span>
            ))}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
