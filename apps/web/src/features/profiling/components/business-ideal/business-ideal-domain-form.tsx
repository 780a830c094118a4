import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  businessIdealCapabilitiesQueryOptions,
  useBusinessIdealCapabilities,
} from '../../api/get-business-ideal-capabilities';
import { useBusinessIdealDomains, type BusinessIdealDomain } from '../../api/get-business-ideal-domains';
import { useResponseLabels } from '../../api/get-response-labels';
import {
  responseSummaryQueryOptions,
  useResponseSummary,
  type ResponseSummaryTarget,
} from '../../api/get-response-summary';
import { usePostBusinessIdealResponse } from '../../api/post-business-ideal-response';
import { BusinessIdealDomainHeader } from './business-ideal-domain-header';
import { activeDomainsInOrder, domainPager } from './business-ideal-pages';
import { BusinessIdealPrompt } from './business-ideal-prompt';
import { BusinessIdealStatement } from './business-ideal-statement';
import { answeredCount, businessIdealAnswers, numberedStatements } from './business-ideal-statements';

export interface BusinessIdealDomainFormProps {
  departmentId: number;
  departmentLabel: string;
  employmentTypeId: number;
  employmentTypeName: string;
}

/**
 * The business ideal of one department and employment type, a domain per page (part 1 §2.4, §4).
 * The tab mounts a new form when either changes, so the data reloads from the first active domain.
 */
export function BusinessIdealDomainForm(props: BusinessIdealDomainFormProps) {
  const domains = useBusinessIdealDomains();
  const pages = useMemo(() => activeDomainsInOrder(domains.data ?? []), [domains.data]);
  const [pageIndex, setPageIndex] = useState(0);
  const pager = domainPager(pageIndex, pages.length);
  const domain = pages[pager.index];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasPaged = useRef(false);

  // After Previous or Next the button pressed may vanish: the new domain's heading takes the focus.
  useEffect(() => {
    if (!hasPaged.current) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.closest('section')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [pager.index]);

  usePrefetchNeighbours(pages, pager.index, props);

  if (domains.isPending) return <Skeleton variant="rounded" height={420} aria-label="Loading domains" />;
  if (!domain) {
    return (
      <BusinessIdealPrompt
        icon={<CategoryOutlinedIcon />}
        title="No active domains"
        detail="Add or activate a domain with capability statements in the institute's Domains settings."
      />
    );
  }

  const goTo = (index: number) => {
    hasPaged.current = true;
    setPageIndex(index);
  };

  return (
    <BusinessIdealDomainPage
      {...props}
      domain={domain}
      context={`Domain ${pager.index + 1} of ${pages.length} · ${props.departmentLabel} · ${props.employmentTypeName}`}
      headingRef={headingRef}
      footer={
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 2 }}
        >
          <Box>
            {pager.hasPrevious && (
              <Button
                variant="outlined"
                startIcon={<ArrowBackRoundedIcon />}
                onClick={() => goTo(pager.index - 1)}
              >
                Previous Domain
              </Button>
            )}
          </Box>
          <Box>
            {pager.hasNext && (
              <Button
                variant="contained"
                endIcon={<ArrowForwardRoundedIcon />}
                onClick={() => goTo(pager.index + 1)}
              >
                Next Domain
              </Button>
            )}
          </Box>
        </Stack>
      }
    />
  );
}

interface BusinessIdealDomainPageProps extends BusinessIdealDomainFormProps {
  domain: BusinessIdealDomain;
  context: string;
  headingRef: Ref<HTMLHeadingElement>;
  footer: ReactNode;
}

function BusinessIdealDomainPage({
  departmentId,
  employmentTypeId,
  domain,
  context,
  headingRef,
  footer,
}: BusinessIdealDomainPageProps) {
  const headingId = useId();
  const capabilities = useBusinessIdealCapabilities(domain.id);
  const labels = useResponseLabels();
  const summary = useResponseSummary({
    kind: 'business-ideal',
    departmentId,
    employmentTypeId,
    domainId: domain.id,
  });
  const answer = usePostBusinessIdealResponse();

  const statements = useMemo(() => numberedStatements(capabilities.data ?? []), [capabilities.data]);
  // While the summary of another domain stands in (placeholder), its answers are not this page's.
  const isSummaryReady = summary.isSuccess && !summary.isPlaceholderData;
  const answers = useMemo(
    () => businessIdealAnswers(isSummaryReady ? summary.data : undefined),
    [isSummaryReady, summary.data],
  );
  const sortedLabels = useMemo(
    () => [...(labels.data ?? [])].sort((a, b) => a.value - b.value),
    [labels.data],
  );
  const isLoading = capabilities.isPending || labels.isPending;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <BusinessIdealDomainHeader
        domain={domain}
        headingId={headingId}
        headingRef={headingRef}
        context={context}
        percent={summary.data?.meta.business_ideal_completed_percent}
      />
      {isLoading ? (
        <Stack spacing={2} sx={{ p: 3 }} role="status" aria-label="Loading capability statements">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : statements.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary' }}>
          This domain has no active capability statements yet.
        </Typography>
      ) : (
        <>
          {sortedLabels.length === 0 && (
            <Alert severity="warning" sx={{ m: 2 }}>
              The institute has no profiling tool response labels, so there is nothing to choose from.
            </Alert>
          )}
          <Typography variant="body2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, color: 'text.secondary' }}>
            Choose the level this department expects of each capability.{' '}
            {isSummaryReady && `${answeredCount(statements, answers)} of ${statements.length} answered.`}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {statements.map((statement, index) => (
              <Box component="li" key={statement.capabilityId}>
                {index > 0 && <Divider component="div" sx={{ mx: { xs: 2, sm: 3 } }} />}
                <BusinessIdealStatement
                  statement={statement}
                  labels={sortedLabels}
                  value={answers.get(statement.capabilityId)}
                  color={domain.color}
                  isDisabled={!isSummaryReady}
                  onAnswer={(value) =>
                    answer.mutate({
                      departmentId,
                      employmentTypeId,
                      domainId: domain.id,
                      capabilityId: statement.capabilityId,
                      value,
                    })
                  }
                />
              </Box>
            ))}
          </Box>
        </>
      )}
      <Divider />
      {footer}
    </Paper>
  );
}

/** The domains either side load ahead, so paging shows their statements and answers at once. */
function usePrefetchNeighbours(
  pages: readonly BusinessIdealDomain[],
  index: number,
  { departmentId, employmentTypeId }: BusinessIdealDomainFormProps,
) {
  const queryClient = useQueryClient();
  const neighbourIds = [pages[index - 1]?.id, pages[index + 1]?.id].filter((id) => id !== undefined);
  const neighbourKey = neighbourIds.join(',');

  useEffect(() => {
    for (const id of neighbourKey ? neighbourKey.split(',').map(Number) : []) {
      const target: ResponseSummaryTarget = {
        kind: 'business-ideal',
        departmentId,
        employmentTypeId,
        domainId: id,
      };
      void queryClient.prefetchQuery(businessIdealCapabilitiesQueryOptions(id));
      void queryClient.prefetchQuery(responseSummaryQueryOptions(target));
    }
  }, [queryClient, neighbourKey, departmentId, employmentTypeId]);
}
