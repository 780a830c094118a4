import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useInstituteOptions } from '../../features/institutes/api/get-institute-options';
import { useSelectInstitute } from '../../features/institutes/api/select-institute';
import type { Me } from '../../lib/me';
import { initials } from '../../lib/initials';
import { visuallyHidden } from '../../lib/visually-hidden';
import { pathAfterInstituteSwitch } from '../navigation/institute-path';
import { paths } from '../../lib/paths';

// Only a super admin ever opens it, so its form code stays out of the shell's download.
const CreateInstituteDialog = lazy(
  () => import('../../features/institutes/components/create-institute-dialog'),
);

type Institute = Me['institute'];

/** The institute's logo (or a monogram) and name; for a super admin the name opens the switcher. */
export function InstituteBrand({ institute, canSwitch }: { institute: Institute; canSwitch: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '0 1 auto' }}>
      <InstituteLogo institute={institute} />
      {canSwitch ? <InstituteSwitcher institute={institute} /> : <InstituteName name={institute.name} />}
    </Box>
  );
}

function InstituteLogo({ institute }: { institute: Institute }) {
  if (institute.logo_url) {
    return (
      <Box
        component="img"
        src={institute.logo_url}
        alt=""
        sx={{
          height: 40,
          maxWidth: 168,
          objectFit: 'contain',
          bgcolor: 'common.white',
          borderRadius: 1.5,
          p: 0.5,
        }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 40,
        height: 40,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: 15,
        letterSpacing: '0.02em',
        color: 'primary.main',
        bgcolor: 'primary.contrastText',
        boxShadow: `inset 0 0 0 2px ${alpha(theme.palette.primary.light, 0.9)}`,
      })}
    >
      {initials(institute.name)}
    </Box>
  );
}

function InstituteName({ name }: { name: string }) {
  // Spans (shown as blocks): the name sits inside the switcher's <button>, which takes phrasing content only.
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 0, textAlign: 'left' }}>
      <Typography
        variant="subtitle1"
        component="span"
        noWrap
        sx={{ display: 'block', lineHeight: 1.2, maxWidth: 260 }}
      >
        {name}
      </Typography>
      <Typography
        variant="caption"
        component="span"
        noWrap
        sx={{ display: 'block', lineHeight: 1.3, opacity: 0.9 }}
      >
        PD Passport
      </Typography>
    </Box>
  );
}

function InstituteSwitcher({ institute }: { institute: Institute }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const options = useInstituteOptions({ enabled: anchor !== null || isCreating });
  const select = useSelectInstitute();
  const isOpen = anchor !== null;

  const switchTo = async (id: number, target: string) => {
    setAnchor(null);
    // A failed switch is already in the message bar (errorDisplay: 'message'); stay where we are.
    await select.mutateAsync(id).then(
      () => window.location.assign(target),
      () => undefined,
    );
  };

  return (
    <>
      {/* Named by its content, not aria-label, so the name includes the words on screen. */}
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'institute-switcher' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={select.isPending}
        sx={(theme) => ({
          gap: 0.5,
          minWidth: 0,
          borderRadius: 1,
          py: 0.5,
          pl: 1,
          pr: 0.5,
          ml: -1,
          color: 'inherit',
          '&:hover': { bgcolor: alpha(theme.palette.primary.contrastText, 0.1) },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.contrastText}` },
        })}
      >
        <Box component="span" sx={visuallyHidden}>
          Switch institute, current:
        </Box>
        <InstituteName name={institute.name} />
        {select.isPending ? (
          <CircularProgress size={16} color="inherit" aria-label="Switching institute" />
        ) : (
          <ExpandMoreIcon fontSize="small" />
        )}
      </ButtonBase>
      <Menu
        id="institute-switcher"
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { mt: 1, minWidth: 260, maxHeight: 420 } },
          list: { 'aria-label': 'Switch institute' },
        }}
      >
        {/* A visual heading only: the menu's own label says the same to screen readers. */}
        <ListSubheader role="presentation" sx={{ lineHeight: '36px', fontWeight: 600 }}>
          Switch institute
        </ListSubheader>
        {options.isPending && (
          <MenuItem disabled>
            <ListItemText primary="Loading…" />
          </MenuItem>
        )}
        {(options.data ?? []).map((option) => {
          const isCurrent = option.id === institute.id;
          return (
            <MenuItem
              key={option.id}
              selected={isCurrent}
              onClick={() =>
                isCurrent
                  ? setAnchor(null)
                  : void switchTo(option.id, pathAfterInstituteSwitch(window.location, option.id))
              }
            >
              <ListItemIcon>{isCurrent && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={option.name} />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setIsCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Add new..." />
        </MenuItem>
      </Menu>
      {isCreating && (
        <Suspense fallback={null}>
          <CreateInstituteDialog
            open
            onClose={() => setIsCreating(false)}
            onCreated={(id) => {
              setIsCreating(false);
              void switchTo(id, paths.instituteSection.to(id));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
