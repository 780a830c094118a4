import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSignedInMe } from '../users/api/get-me';

/** The console's landing page: a welcome for now; the dashboard arrives with the console shell. */
export function HomePage() {
  const { user, institute } = useSignedInMe();
  return (
    <Card>
      <Box
        sx={(theme) => ({
          px: { xs: 3, md: 4 },
          py: { xs: 3, md: 4 },
          background: `linear-gradient(120deg, ${alpha(theme.palette.primary.main, 0.12)} 0%, ${alpha(
            theme.palette.secondary.main,
            0.08,
          )} 100%)`,
          borderBottom: '1px solid',
          borderColor: 'divider',
        })}
      >
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
          {institute.name}
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5 }}>
          Welcome, {user.given_name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
          This is your PD Passport console, where your institute plans, tracks and recognises professional
          learning.
        </Typography>
      </Box>
      <CardContent sx={{ px: { xs: 3, md: 4 }, py: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 4 }}>
          <Fact icon={<BadgeOutlinedIcon />} label="Role" value={user.role_text} />
          <Fact icon={<ApartmentOutlinedIcon />} label="Institute" value={institute.name} />
          <Fact icon={<MailOutlineIcon />} label="Email" value={user.email} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        sx={(theme) => ({
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 500 }} noWrap>
          {value}
        </Typography>
      </Box>
    </Stack>
  );
}
