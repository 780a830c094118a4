import { sql } from 'drizzle-orm';
import { points_histories, programs } from './schema/index.js';

/**
 * A points history row's `detail`, what it is about in one line: the program's name on a program row,
 * else the activity's (a vocational activity's name is stored as the row's when none was typed).
 * One expression for the user's points history and the points history report, so the two always
 * agree; the query must left-join `programs` on the row's program.
 */
export const pointsHistoryDetail = sql<string>`coalesce(${programs.name}, ${points_histories.activity_name}, '')`;
