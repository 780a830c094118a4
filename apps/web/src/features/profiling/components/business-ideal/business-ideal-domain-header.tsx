import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { BusinessIdealDomain } from '../../api/get-business-ideal-domains';
import { inkOn, needsDarkInk } from './business-ideal-colors';
import { completedPercent, formatPercent } from './business-ideal-progress';

export interface BusinessIdealDomainHeaderProps {
  domain: BusinessIdealDomain;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** "Domain 2 of 4 · Business · Full-time Teacher" */
  context: string;
  percent: number | undefined;
}

/** The domain in its colour (icon, name, summary), then the business ideal's completed percent. */
export function BusinessIdealDomainHeader({
  domain,
  headingId,
  headingRef,
  context,
  percent,
}: BusinessIdealDomainHeaderProps) {
  const ink = inkOn(domain.color);
  const isLightColour = needsDarkInk(domain.color);
  const value = completedPercent(percent);

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ bgcolor: domain.color, color: ink, px: { xs: 2, sm: 3 }, py: 2.5 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 52,
            height: 52,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            // The icon is white line art: on a light colour it needs a dark tile to be seen.
            bgcolor: isLightColour ? 'rgba(16, 24, 40, 0.85)' : 'rgba(255, 255, 255, 0.14)',
            color: 'common.white',
            boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.24)',
            fontSize: 22,
            fontWeight: 700,
          }}
        >
          {domain.svg_icon_url ? (
            <Box component="img" src={domain.svg_icon_url} alt="" sx={{ width: '60%', height: '60%' }} />
          ) : (
            domain.name.charAt(0).toUpperCase()
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ lineHeight: 1.4 }}>
            {context}
          </Typography>
          <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h2" sx={{ outline: 'none' }}>
            {domain.name}
          </Typography>
          {domain.summary && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {domain.summary}
            </Typography>
          )}
        </Box>
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography variant="subtitle2" component="p">
            Business ideal completed
          </Typography>
          <Typography variant="subtitle2" component="p" data-testid="business-ideal-percent">
            {formatPercent(percent)}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={value}
          aria-label="Business ideal completed"
          sx={{
            height: 8,
            borderRadius: 4,
            bgcolor: 'grey.200',
            '& .MuiLinearProgress-bar': { borderRadius: 4, bgcolor: domain.color },
          }}
        />
      </Box>
    </>
  );
}
