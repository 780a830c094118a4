import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from '../../lib/paths.js';
import type { Transaction } from '../client.js';
import {
  banners,
  capabilities,
  categories,
  domains,
  video_resources,
  vocational_activities,
} from '../schema/index.js';
import type { FileStorage } from '../../lib/storage.js';
import { newStorageKey } from '../../lib/uploads.js';
import { seedNewInstituteSettings } from '../../features/settings/service.js';

const assets = path.join(serverDir, 'src/db/seed/assets');

/** White line-art icons on a transparent background, as the domain form asks for. */
const icon = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const DOMAINS = [
  {
    name: 'Teaching and Learning',
    color: '#1f4e79',
    summary: 'Planning, delivering and reflecting on learning that meets every learner where they are.',
    icon: icon('<path d="M2 7l10-4 10 4-10 4z"/><path d="M6 9v5c3 2 9 2 12 0V9"/>'),
    capabilities: [
      'I design learning activities that connect theory to workplace practice.',
      'I adapt my delivery for learners with different needs and backgrounds.',
      'I use digital tools to support learning in class and online.',
      'I reflect on feedback from learners to improve my teaching.',
    ],
  },
  {
    name: 'Assessment',
    color: '#2e7d32',
    summary: 'Fair, valid and reliable assessment against training package requirements.',
    icon: icon(
      '<path d="M9 11l3 3 8-8"/><path d="M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9"/>',
    ),
    capabilities: [
      'I map assessment tools to the unit requirements.',
      'I gather sufficient, current and authentic evidence.',
      'I take part in validation and moderation with my team.',
    ],
  },
  {
    name: 'Industry Engagement',
    color: '#b45309',
    summary: 'Keeping vocational skills and knowledge current with industry.',
    icon: icon(
      '<rect x="2" y="7" width="20" height="14" rx="2"/><path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2"/>',
    ),
    capabilities: [
      'I maintain current industry experience in the areas I teach.',
      'I build partnerships with local employers.',
    ],
  },
  {
    name: 'Compliance and Quality',
    color: '#6a1b9a',
    summary: 'Working within the standards that govern training and assessment.',
    icon: icon('<path d="M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z"/>'),
    capabilities: [
      'I keep accurate and timely learner records.',
      'I understand my obligations under the training standards.',
    ],
  },
];

const BANNERS = [
  {
    title: 'Welcome back, [given_name]',
    content: 'Professional Development Week runs 14–18 July. Register for workshops now.',
    button_label: 'See programs',
    button_url: 'https://example.edu.au/pd-week',
    desktop: 'banner-pd-week-desktop.jpg',
    mobile: 'banner-pd-week-mobile.jpg',
  },
  {
    title: 'Vocational currency',
    content: 'Log your industry hours and evidence before 30 June.',
    button_label: 'Add activity',
    button_url: 'https://example.edu.au/currency',
    desktop: 'banner-currency-desktop.jpg',
    mobile: 'banner-currency-mobile.jpg',
  },
];

const VIDEOS = [
  {
    category: 'Assessment',
    title: 'Writing clear assessment tasks',
    duration: '12 min',
    file: 'video-assessment.jpg',
  },
  {
    category: 'Teaching',
    title: 'Giving feedback that lands',
    duration: '8 min',
    file: 'video-feedback.jpg',
  },
  {
    category: 'Industry',
    title: 'Planning an industry placement',
    duration: '15 min',
    file: 'video-industry.jpg',
  },
];

/** Realistic settings for a demo institute: domains, labels, categories, activities, banners, videos. */
export async function seedDemoSettings(
  tx: Transaction,
  storage: FileStorage,
  instituteId: number,
  scale: 'full' | 'small',
) {
  const store = async (data: Buffer | string, kind: 'jpg' | 'svg') => {
    const key = newStorageKey(instituteId, kind);
    await storage.put(key, Buffer.isBuffer(data) ? data : Buffer.from(data));
    return key;
  };
  const domainList = scale === 'full' ? DOMAINS : DOMAINS.slice(0, 2);
  for (const [index, domain] of domainList.entries()) {
    const [row] = await tx
      .insert(domains)
      .values({
        institute_id: instituteId,
        name: domain.name,
        color: domain.color,
        summary: domain.summary,
        display_order: index + 1,
        svg_icon_key: await store(domain.icon, 'svg'),
        svg_icon_filename: `${domain.name.toLowerCase().replace(/\W+/g, '-')}.svg`,
      })
      .returning();
    await tx.insert(capabilities).values(
      domain.capabilities.map((statement, i) => ({
        institute_id: instituteId,
        domain_id: row!.id,
        statement,
        display_order: i + 1,
      })),
    );
  }
  await seedNewInstituteSettings(tx, instituteId);
  await tx.insert(categories).values(
    ['Teaching practice', 'Assessment', 'Digital skills', 'Wellbeing', 'Compliance'].map((name) => ({
      institute_id: instituteId,
      name,
    })),
  );
  await tx.insert(vocational_activities).values(
    [
      ['Industry placement (per day)', 5],
      ['Industry conference', 3],
      ['Professional association meeting', 1],
      ['Industry short course', 4],
    ].map(([name, points]) => ({
      institute_id: instituteId,
      name: name as string,
      points: points as number,
    })),
  );
  if (scale === 'small') return;
  for (const [index, banner] of BANNERS.entries()) {
    const { desktop, mobile, ...fields } = banner;
    await tx.insert(banners).values({
      ...fields,
      institute_id: instituteId,
      display_order: index + 1,
      desktop_image_key: await store(readFileSync(path.join(assets, desktop)), 'jpg'),
      desktop_image_filename: desktop,
      mobile_image_key: await store(readFileSync(path.join(assets, mobile)), 'jpg'),
      mobile_image_filename: mobile,
    });
  }
  for (const [index, video] of VIDEOS.entries()) {
    const { file, ...fields } = video;
    await tx.insert(video_resources).values({
      ...fields,
      institute_id: instituteId,
      display_order: index + 1,
      link_label: 'Watch',
      link_url: `https://example.edu.au/videos/${index + 1}`,
      thumbnail_image_key: await store(readFileSync(path.join(assets, file)), 'jpg'),
      thumbnail_image_filename: file,
    });
  }
}
