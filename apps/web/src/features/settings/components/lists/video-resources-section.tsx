import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { videoResourcesResource } from '@pdp/contract';
import {
  SettingsResourceSection,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormTextField } from '../../../../lib/forms';
import { LinkFields } from './link-fields';
import { ImageCell, LinkCell, TwoLineCell } from './image-cell';

type Resource = typeof videoResourcesResource;

function VideoResourceFields({ control }: SettingsFieldsProps<Resource>) {
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="title" label="Title" required autoFocus />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField control={control} name="category" label="Category" />
        <FormTextField control={control} name="duration" label="Duration" placeholder="e.g. 12 min" />
      </Box>
      <LinkFields
        control={control}
        labelName="link_label"
        urlName="link_url"
        labelText="Link label"
        urlText="Link URL"
      />
    </Stack>
  );
}

const ui: SettingsUi<Resource> = {
  thing: 'Video Resource',
  things: 'video resources',
  rowLabel: (row) => row.title,
  columns: [
    {
      field: 'thumbnail_image_url',
      header: 'Thumbnail',
      width: 110,
      render: (row) => <ImageCell url={row.thumbnail_image_url} width={92} height={50} />,
    },
    {
      field: 'title',
      header: 'Title',
      render: (row) => (
        <TwoLineCell
          primary={row.title}
          secondary={[row.category, row.duration].filter(Boolean).join(' · ')}
        />
      ),
    },
    {
      field: 'link_label',
      header: 'Link',
      render: (row) => <LinkCell label={row.link_label} url={row.link_url} />,
    },
  ],
  Fields: VideoResourceFields,
  uploadLabels: { thumbnail_image: 'Thumbnail image' },
};

/** Video Resources: the videos offered to educators in the web app, in display order. */
export default function VideoResourcesSection() {
  return (
    <SettingsResourceSection
      resource={videoResourcesResource}
      ui={ui}
      title="Video Resources"
      description="Videos offered to educators in the web app, in this order. Deactivated videos are kept at the bottom and hidden from educators."
    />
  );
}
