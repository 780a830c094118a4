import { z } from 'zod';
import { ACTIVITY_INTERVALS } from './labels.js';

export const ZActivityInterval = z.enum(ACTIVITY_INTERVALS);
