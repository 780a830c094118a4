import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { bannersResource } from '@pdp/contract';
import {
  SettingsResourceSection,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormTextField } from '../../../../lib/forms';
import { LinkFields } from './link-fields';
import { ImageCell, LinkCell, TwoLineCell } from './image-cell';

type Resource = typeof bannersResource;

const code = { fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 } as const;

function BannerFields({ control }: SettingsFieldsProps<Resource>) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" variant="outlined" role="note">
        The title and content may include{' '}
        <Box component="code" sx={code}>
          [given_name]
        </Box>{' '}
        and{' '}
        <Box component="code" sx={code}>
          [family_name]
        </Box>
        : each educator sees their own name in their place.
      </Alert>
      <FormTextField control={control} name="title" label="Title" required autoFocus />
      <FormTextField control={control} name="content" label="Content" multiline minRows={2} />
      <LinkFields
        control={control}
        labelName="button_label"
        urlName="button_url"
        labelText="Button label"
        urlText="Button URL"
      />
    </Stack>
  );
}

const ui: SettingsUi<Resource> = {
  thing: 'Banner',
  things: 'banners',
  rowLabel: (row) => row.title,
  columns: [
    {
      field: 'desktop_image_url',
      header: 'Image',
      width: 160,
      render: (row) => <ImageCell url={row.desktop_image_url} />,
    },
    {
      field: 'title',
      header: 'Title and content',
      render: (row) => <TwoLineCell primary={row.title} secondary={row.content} />,
    },
    {
      field: 'button_label',
      header: 'Button',
      render: (row) => <LinkCell label={row.button_label} url={row.button_url} />,
    },
  ],
  Fields: BannerFields,
  uploadLabels: { desktop_image: 'Desktop image', mobile_image: 'Mobile image' },
  dialogWidth: 'md',
};

/** Banners: the messages at the top of the educator web app, in display order. */
export default function BannersSection() {
  return (
    <SettingsResourceSection
      resource={bannersResource}
      ui={ui}
      title="Banners"
      description="Banners rotate at the top of the educator web app, in this order. Deactivated banners are kept at the bottom and not shown to educators."
    />
  );
}
