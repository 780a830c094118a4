import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TDomainWithCapabilities, TProfileDomain, TResponseSummary } from '@pdp/contract';
import type { Ref } from 'react';
import type { ResponseLabel } from '../../api/get-response-labels';
import { CapabilityRating } from './capability-rating';
import { domainColor } from './domain-color';

interface DomainPanelProps {
  domains: readonly TProfileDomain[];
  index: number;
  accent: string;
  domain: TDomainWithCapabilities | undefined;
  summary: TResponseSummary['data'] | undefined;
  choices: ReadonlyMap<number, number>;
  labels: readonly ResponseLabel[];
  disabled: boolean;
  onRate: (capabilityId: number, value: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** One domain page: a strip of every domain's progress, the domain's heading and its statements. */
export function DomainPanel(props: DomainPanelProps) {
  const { domains, index, accent, domain, summary, choices, labels, disabled, onRate, headingRef } = props;
  const current = domains[index];
  return (
    <Box component="section" aria-labelledby="domain-heading">
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5, mb: 2 }}>
        {domains.map((item, i) => (
          <Box
            key={item.id}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              bgcolor: 'divider',
              overflow: 'hidden',
              outline: i === index ? 2 : 0,
              outlineColor: accent,
              outlineOffset: 1,
            }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${item.capabilities_count ? (100 * item.supervisor_answered_count) / item.capabilities_count : 0}%`,
                bgcolor: domainColor(item.color, accent),
              }}
            />
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          p: 2,
          borderRadius: 2,
          borderLeft: 4,
          borderColor: accent,
          bgcolor: 'background.default',
        }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 2,
            bgcolor: accent,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {current?.svg_icon_url && (
            <Box component="img" src={current.svg_icon_url} alt="" sx={{ width: 26, height: 26 }} />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ color: accent, lineHeight: 1.4 }}>
            Domain {index + 1} of {domains.length}
          </Typography>
          <Typography
            id="domain-heading"
            ref={headingRef}
            tabIndex={-1}
            variant="h3"
            component="h3"
            sx={{ outline: 'none', scrollMarginTop: 96 }}
          >
            {current?.name}
          </Typography>
          {current?.summary && (
            <Typography variant="body2" color="text.secondary">
              {current.summary}
            </Typography>
          )}
        </Box>
      </Box>
      {domain ? (
        <Box
          component="ol"
          aria-label={`${domain.name} statements`}
          sx={{ listStyle: 'none', m: 0, p: 0, '& > * + *': { borderTop: 1, borderTopColor: 'divider' } }}
        >
          {domain.capabilities.map((capability) => (
            <CapabilityRating
              key={capability.id}
              number={capability.number}
              capabilityId={capability.id}
              statement={capability.statement}
              entry={summary?.[String(capability.id)]}
              choice={choices.get(capability.id)}
              labels={labels}
              accent={accent}
              disabled={disabled}
              onRate={onRate}
            />
          ))}
        </Box>
      ) : (
        <Box role="status" aria-label="Loading statements" sx={{ py: 2 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={96} sx={{ my: 2 }} />
          ))}
        </Box>
      )}
    </Box>
  );
}
